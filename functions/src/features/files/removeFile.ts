import {
  fileRemovePayloadSchema,
  isUploadPath,
  type UploadRecord,
  uploadRecordSchema,
  uploadsCollection,
} from '@colmena/shared/files';
import { deletedSuffix, levels } from '@colmena/shared/policy';
import { deletedMarks } from '@colmena/shared/trash';
import type { CommandServices } from '../../platform/commands/commandServices';
import { type AfterReport, defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { documentBody } from '../documents/documentBody';
import { filesUrl } from './filesUrl';
import { removeDropboxCopy } from './providers/removeDropboxCopy';
import { mayAttachUpload } from './uploadOwner';

/** Where a record's copy goes: `uploadsDeleted` (level 100 reads it, as every Deleted copy). */
export const uploadsDeletedCollection = `${uploadsCollection}${deletedSuffix}`;

/**
 * The platform's own files behind a record: the file when the platform keeps it (`firebase`),
 * the thumbnail when the platform made it (also for a Dropbox file). Only paths under
 * `uploads/`, as served: a record can never point the removal at the company's other assets.
 */
export function ownStoredPaths(record: Pick<UploadRecord, 'server' | 'url' | 'thumbUrl'>): string[] {
  const prefix = filesUrl('');
  const own = (url: string | undefined) =>
    url?.startsWith(prefix) && isUploadPath(url.slice(prefix.length)) ? url.slice(prefix.length) : null;
  const paths = [record.server === 'firebase' ? own(record.url) : null, own(record.thumbUrl)];
  return paths.filter((path): path is string => path !== null);
}

/**
 * `file.remove {uploadId}`: takes an upload away. Who may: level 100 any upload (the company's,
 * and those whose document is gone); a document's upload, whoever may edit that document — the
 * rule that let it be uploaded (uploadOwner.ts), asked again in the transaction. The record goes
 * to `uploadsDeleted` with `deletedBy`/`deletedAt` (nothing is lost without a trace) and the
 * log says so; the bytes are outside the store, so they go after the commit (`after`: the
 * file and its thumbnail in the platform's store, then the company's Dropbox copy of a Dropbox
 * upload, by its path). Should Dropbox fail, what the platform held is removed all the same, the
 * failure is logged and the caller's answer carries `warning: deletion_error` ("Deletion
 * error!!!"); the Cloudinary copy of an unsigned upload preset stays (no secret to delete
 * with). A replay re-applies the record's move, never the file removals.
 */
export const removeFile = defineCommand({
  type: 'file.remove',
  schema: fileRemovePayloadSchema,
  removesUploads: true,
  allowed: () => true,
  async apply(tx, input, stamp, ctx) {
    const stored = await tx.get(uploadsCollection, input.uploadId);
    const record = uploadRecordSchema.safeParse(stored);
    if (!stored || !record.success) throw new AppError('not_found');
    const may =
      stamp.actor.lvl >= levels.admin ||
      (await mayAttachUpload(
        stamp.actor,
        ctx,
        record.data.owner,
        (c, id) => tx.get(c, id),
        // A pending upload (its document not created yet) is its uploader's alone to take away.
        record.data.user === stamp.actor.uid ? record.data.pending : undefined,
      ));
    if (!may) throw new AppError('forbidden');
    tx.set(uploadsDeletedCollection, input.uploadId, {
      ...documentBody(stored),
      ...deletedMarks(stamp.actor.uid, stamp.at),
    });
    tx.delete(uploadsCollection, input.uploadId);
    return {
      id: input.uploadId,
      name: record.data.name,
      filePath: record.data.filePath,
      owner: record.data.owner,
      removed: ownStoredPaths(record.data),
      ...(record.data.server === 'dropbox' ? { dropboxPath: record.data.filePath } : {}),
    };
  },
  log: (_input, result) => ({
    action: 'delete',
    collection: uploadsCollection,
    document: result.id,
    modification: { name: result.name, filePath: result.filePath, owner: result.owner },
  }),
  after: (command, { tenant, services }) =>
    removeUploadBytes(command.result, `${tenant}: file.remove ${command.payload.uploadId}`, tenant, services),
});

/**
 * After a record left `uploads`: its file and thumbnail out of the platform's store, then the
 * company's Dropbox copy of a Dropbox upload (by its path), as `result` (apply's) lists them.
 */
export async function removeUploadBytes(
  result: Record<string, unknown>,
  label: string,
  tenant: string,
  services: CommandServices,
): Promise<AfterReport | undefined> {
  const { removed, dropboxPath } = result;
  if (Array.isArray(removed) && removed.length > 0) {
    const { files } = services;
    if (!files) throw new Error(`${label}: no files store to remove ${removed.join(', ')}`);
    for (const path of removed) {
      if (typeof path !== 'string' || !isUploadPath(path)) continue;
      const gone = await files.remove(tenant, path);
      console.info(`[colmena] ${label}: ${path} ${gone ? 'removed' : 'was already gone'}`);
    }
  }
  if (typeof dropboxPath !== 'string') return undefined;
  return removeDropboxCopy(services, tenant, dropboxPath, label);
}
