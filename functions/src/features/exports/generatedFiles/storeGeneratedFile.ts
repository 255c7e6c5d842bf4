import type { ExportedFile } from '@colmena/shared/exports';
import { uploadIdFrom, uploadPath } from '@colmena/shared/files';
import type { Actor } from '../../../platform/commands/defineCommand';
import { commandSender } from '../../../platform/commands/sendCommand';
import { AppError } from '../../../platform/http/AppError';
import { allCommands } from '../../replay/allCommands';
import type { GeneratedFile } from '../report/exportPlan';
import type { ExportDeps } from '../report/reportSource';

/** Where a generated file is downloaded: through its record's sources rule, never /api/files (generatedFileAccess.ts). */
export const generatedFileUrl = (id: string) => `/api/exports/files/${id}`;

/**
 * Stores a generated file through the files port under `uploads/<yyyy>/<mm>/<id>-<name>.<ext>`
 * and records it (`export.file.record`: the uploaded-file record plus what it was made from).
 * Its record's address is this feature's download route, so `GET /api/files/<path>` never
 * serves it (that route serves an upload only at its record's own address); the download
 * route gives it to those who may read every source. A refused record removes the bytes.
 */
export async function storeGeneratedFile(
  deps: ExportDeps,
  tenant: string,
  actor: Actor,
  file: GeneratedFile,
): Promise<ExportedFile> {
  const at = deps.clock.now().toISOString();
  const id = uploadIdFrom(deps.ids.newId());
  const path = uploadPath({ at, id, name: file.name, extension: file.extension });
  await deps.files.write(tenant, path, file.bytes);
  const url = generatedFileUrl(id);
  try {
    const outcome = await commandSender(deps, allCommands)(
      tenant,
      {
        id: `export-${id}`,
        type: 'export.file.record',
        payload: {
          uploadId: id,
          name: file.name.slice(0, 255),
          filePath: path,
          type: 'file',
          extension: file.extension,
          mime: file.mime,
          size: file.bytes.byteLength,
          server: 'firebase',
          owner: file.owner,
          url,
          sources: file.sources,
        },
      },
      actor,
    );
    if (outcome.status === 'rejected') throw new AppError(outcome.error);
  } catch (error) {
    await deps.files.remove(tenant, path).catch(() => false);
    throw error;
  }
  return { id, name: file.name, url, size: file.bytes.byteLength, mime: file.mime };
}
