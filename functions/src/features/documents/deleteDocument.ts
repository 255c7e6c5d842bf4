import { deletedSuffix } from '@colmena/shared/policy';
import { deleteDocumentPayloadSchema } from '@colmena/shared/schemas';
import { deletedMarks } from '@colmena/shared/trash';
import { defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { documentBody } from './documentBody';
import { namedRecord } from './namedRecord';

/**
 * `document.delete {collection, docId}`: the document moves to `{collection}Deleted` with
 * `deletedBy` (the actor's uid, spec §3) and `deletedAt` (the command's time), replacing an
 * older copy of the same id; `document.restore` takes it back. The log names the record.
 */
export const deleteDocument = defineCommand({
  type: 'document.delete',
  schema: deleteDocumentPayloadSchema,
  allowed: (_actor, input, ctx) => ctx.mayWriteIn(input.collection),
  async apply(tx, input, stamp) {
    const doc = await tx.get(input.collection, input.docId);
    if (!doc) throw new AppError('deletion_error');
    const backup = `${input.collection}${deletedSuffix}`;
    tx.set(backup, input.docId, { ...documentBody(doc), ...deletedMarks(stamp.actor.uid, stamp.at) });
    tx.delete(input.collection, input.docId);
    return { docId: input.docId, collection: backup, ...namedRecord(doc) };
  },
  log: (input, result) => ({
    action: 'delete',
    collection: input.collection,
    document: input.docId,
    ...(result.Name === undefined ? {} : { modification: { Name: result.Name } }),
  }),
});
