import { fileRecordPayloadSchema, uploadsCollection } from '@colmena/shared/files';
import { levels } from '@colmena/shared/policy';
import { defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { isContactOwner } from '../agenda/contactPhotoOwner';
import { mayAttachUpload } from './uploadOwner';

/**
 * `file.record`: the uploaded file record (spec §3: name, filePath, type, extension, server,
 * date, user), written once the bytes are stored, under the upload's id in `uploads`. Only the
 * server sends it (`POST /api/files`, after writing the file); the caller must still be one who
 * may attach a file to the owner, checked again in the transaction. Date and user are the
 * command's stamp, so a replay writes the same record. A rejection leaves the route to remove
 * the stored bytes: nothing of a refused upload stays.
 */
export const recordFile = defineCommand({
  type: 'file.record',
  schema: fileRecordPayloadSchema,
  serverOnly: true,
  allowed: (actor, input, ctx) =>
    'company' in input.owner
      ? actor.lvl >= levels.admin
      : ctx.areaOf(input.owner.collection).kind === 'company' || isContactOwner(input.owner),
  async apply(tx, input, stamp, ctx) {
    if (!(await mayAttachUpload(stamp.actor, ctx, input.owner, (c, id) => tx.get(c, id), input.pending)))
      throw new AppError('forbidden');
    if (await tx.get(uploadsCollection, input.uploadId)) throw new AppError('file_upload_error');
    const { uploadId, ...record } = input;
    tx.set(uploadsCollection, uploadId, { ...record, date: stamp.at, user: stamp.actor.uid });
    return { id: uploadId };
  },
  log: (input, result) => ({
    action: 'create',
    collection: uploadsCollection,
    document: result.id,
    modification: {
      name: input.name,
      filePath: input.filePath,
      type: input.type,
      extension: input.extension,
      server: input.server,
      owner: input.owner,
      ...(input.pending ? { pending: input.pending } : {}),
    },
  }),
});
