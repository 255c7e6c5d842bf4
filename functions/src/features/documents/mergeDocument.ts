import { mergeDocumentPayloadSchema } from '@colmena/shared/schemas';
import { defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { documentBody } from './documentBody';

/** `document.merge {collection, docId, data}`: the default modification (spec §4); the document must exist. */
export const mergeDocument = defineCommand({
  type: 'document.merge',
  schema: mergeDocumentPayloadSchema,
  allowed: (_actor, input, ctx) => ctx.mayWriteIn(input.collection),
  async apply(tx, input) {
    if (!(await tx.get(input.collection, input.docId))) throw new AppError('error_saving_change');
    tx.merge(input.collection, input.docId, documentBody(input.data));
    return { docId: input.docId };
  },
  log: (input) => ({
    action: 'modification',
    collection: input.collection,
    document: input.docId,
    modification: documentBody(input.data),
  }),
});
