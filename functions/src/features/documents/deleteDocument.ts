import { deletedSuffix } from '@colmena/shared/policy';
import { deleteDocumentPayloadSchema } from '@colmena/shared/schemas';
import { defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { documentBody } from './documentBody';

/**
 * `document.delete {collection, docId}`: the document moves to `{collection}Deleted` with
 * `deletedBy` (the actor's uid), replacing an older copy of the same id (spec §3).
 */
export const deleteDocument = defineCommand({
  type: 'document.delete',
  schema: deleteDocumentPayloadSchema,
  allowed: (_actor, input, ctx) => ctx.mayWriteIn(input.collection),
  async apply(tx, input, stamp) {
    const doc = await tx.get(input.collection, input.docId);
    if (!doc) throw new AppError('deletion_error');
    const backup = `${input.collection}${deletedSuffix}`;
    tx.set(backup, input.docId, { ...documentBody(doc), deletedBy: stamp.actor.uid });
    tx.delete(input.collection, input.docId);
    return { docId: input.docId, collection: backup };
  },
  log: (input) => ({ action: 'delete', collection: input.collection, document: input.docId }),
});
