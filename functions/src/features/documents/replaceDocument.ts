import { replaceDocumentPayloadSchema } from '@colmena/shared/schemas';
import { defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { assertDeclaredFields } from './declaredFields';
import { documentBody } from './documentBody';

/** `document.replace {collection, docId, data}`: the document becomes exactly `data`; it must exist. */
export const replaceDocument = defineCommand({
  type: 'document.replace',
  schema: replaceDocumentPayloadSchema,
  allowed: (_actor, input, ctx) => ctx.mayWriteIn(input.collection),
  async apply(tx, input, _stamp, ctx) {
    if (!(await tx.get(input.collection, input.docId))) throw new AppError('error_saving_change');
    tx.set(input.collection, input.docId, documentBody(input.data));
    // Checked once staged: who may not edit the document is refused for that (executeCommand).
    assertDeclaredFields(ctx, input.collection, documentBody(input.data));
    return { docId: input.docId };
  },
  log: (input) => ({
    action: 'replacement',
    collection: input.collection,
    document: input.docId,
    modification: documentBody(input.data),
  }),
});
