import { createDocumentPayloadSchema } from '@colmena/shared/schemas';
import { defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { assertDeclaredFields } from './declaredFields';
import { documentBody } from './documentBody';

/**
 * `document.create {collection, data, docId?}` → `{docId}`. The id is the caller's or a new
 * one; an id already taken is refused ("Error creating document!!!") rather than overwritten.
 * CreatedAt is the command's time unless the data brings one.
 */
export const createDocument = defineCommand({
  type: 'document.create',
  schema: createDocumentPayloadSchema,
  allowed: (_actor, input, ctx) => ctx.mayWriteIn(input.collection),
  async apply(tx, input, stamp, ctx) {
    const docId = input.docId ?? stamp.newId();
    if (await tx.get(input.collection, docId)) throw new AppError('error_creating_document');
    const data = documentBody(input.data);
    // Staged before its values are checked: who may not create here is refused for that.
    tx.set(input.collection, docId, 'CreatedAt' in data ? data : { ...data, CreatedAt: stamp.at });
    assertDeclaredFields(ctx, input.collection, data);
    return { docId };
  },
  log: (input, result) => ({
    action: 'create',
    collection: input.collection,
    document: result.docId,
    modification: documentBody(input.data),
  }),
});
