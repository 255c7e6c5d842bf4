import { importIdSchema, importLimits, importsCollection, startImportSchema } from '@colmena/shared/imports';
import { actorOfCaller } from '@colmena/shared/policy';
import { type Context, Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { commandContext } from '../../platform/commands/commandContext';
import { commandSender } from '../../platform/commands/sendCommand';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { requireCaller } from '../../platform/http/caller';
import { readJson } from '../../platform/http/readJson';
import { requestHeader } from '../../platform/http/requestHeader';
import { requireTenant } from '../../platform/http/requireTenant';
import { allCommands } from '../replay/allCommands';
import { importFilePath, importRowsPath, maxKeptRowsBytes } from './importFile';
import { importPreviewKeepingRows } from './importPreview';
import { type ImportJobPayload, importJobKind } from './runImport';

const uploadPath = /^\/api\/imports\/[^/]+\/file$/;

/** The file of an import is its own upload (raw bytes, at most 20 MB): not under the JSON body limit. */
export const isImportUpload = (c: Context<AppEnv>): boolean =>
  c.req.method === 'PUT' && uploadPath.test(c.req.path);

const tooBig = () =>
  AppError.withParams('import_file_too_big', { max: Math.round(importLimits.maxFileBytes / 1048576) });

function importIdOf(c: Context<AppEnv>): string {
  const parsed = importIdSchema.safeParse(c.req.param('importId'));
  if (!parsed.success) throw new AppError('bad_request', 'Invalid import id');
  return parsed.data;
}

/**
 * Mounted at `/api`. `PUT /imports/{importId}/file?collection=` — the spreadsheet (.xlsx or
 * .csv, raw body): stored for the import's job, read whole with its bounds (a refused file is
 * removed and answered with the catalogue's text), its rows kept beside it for the job → the
 * preview (headings, first 20 rows, row count). `POST /imports/{importId}/start {collection,
 * mapping, keyField}` — the import's record (`import.begin`) and its job, once per import id
 * however often it is asked → `{state}`.
 */
export function importsRoutes(deps: AppDeps) {
  const send = commandSender(deps, allCommands);
  return new Hono<AppEnv>()
    .put('/imports/:importId/file', async (c) => {
      const tenant = requireTenant(c);
      const actor = actorOfCaller(requireCaller(c));
      const importId = importIdOf(c);
      const collection = c.req.query('collection') ?? '';
      const ctx = commandContext(tenant, await deps.store.getCompany(tenant), actor);
      if (!collection || !ctx.mayWriteIn(collection)) throw new AppError('forbidden');
      const length = requestHeader(c, 'content-length');
      if (length !== undefined && Number(length) > importLimits.maxFileBytes) {
        c.header('Connection', 'close');
        throw tooBig();
      }
      const body = c.req.raw.body;
      if (!body) throw new AppError('import_not_a_spreadsheet');
      const path = importFilePath(actor.uid, importId);
      const rowsPath = importRowsPath(path);
      // Rows kept from an earlier upload under this id are not this file's.
      await deps.files.remove(tenant, rowsPath);
      try {
        await deps.files.writeStream(tenant, path, body as AsyncIterable<Uint8Array>, {
          maxBytes: importLimits.maxFileBytes,
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'file_too_big') {
          c.header('Connection', 'close');
          throw tooBig();
        }
        throw error;
      }
      const file = await deps.files.read(tenant, path);
      if (!file) throw new AppError('file_upload_error');
      try {
        const preview = await importPreviewKeepingRows(
          Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength),
          (lines) => deps.files.writeStream(tenant, rowsPath, lines, { maxBytes: maxKeptRowsBytes }),
        );
        c.header('Cache-Control', 'no-store');
        return c.json(preview);
      } catch (error) {
        await deps.files.remove(tenant, path).catch(() => false);
        await deps.files.remove(tenant, rowsPath).catch(() => false);
        throw error;
      }
    })
    .post('/imports/:importId/start', async (c) => {
      const tenant = requireTenant(c);
      const actor = actorOfCaller(requireCaller(c));
      const importId = importIdOf(c);
      const parsed = startImportSchema.safeParse(await readJson(c));
      if (!parsed.success) throw new AppError('bad_request', 'Send {collection, mapping, keyField}');
      const { collection, mapping, keyField, fileName } = parsed.data;
      const path = importFilePath(actor.uid, importId);
      const begun = await send(
        tenant,
        { id: `imp-${importId}-begin`, type: 'import.begin', payload: { importId, collection, fileName } },
        actor,
      );
      if (begun.status === 'rejected') throw new AppError(begun.error, begun.message, begun.params);
      // A second click repeats the first begin's answer: the record says where the import is now.
      const current = await deps.store.get(tenant, importsCollection, importId);
      const state = String(current?.state ?? begun.result.state);
      if (state === 'queued') {
        const payload: ImportJobPayload = { importId, path, collection, mapping, keyField, actor };
        await deps.jobs.enqueue({ tenant, kind: importJobKind, key: `import:${importId}`, payload });
      }
      c.header('Cache-Control', 'no-store');
      return c.json({ importId, state });
    });
}
