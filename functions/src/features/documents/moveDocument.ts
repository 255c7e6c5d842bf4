import { deletedSuffix } from '@colmena/shared/policy';
import { moveDocumentPayloadSchema } from '@colmena/shared/schemas';
import { defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { stageOwnerMoves, uploadsOwnedBy } from '../files/movedUploads';
import { assertDeclaredFields } from './declaredFields';
import { documentBody } from './documentBody';
import { namedRecord } from './namedRecord';

/**
 * `document.move {collection, docId, to}`: the document goes to `to` under the same id with
 * `movedBy`, and leaves `collection` (moving onto itself is an invalid change). It never overwrites: a document of that id already in
 * `to` refuses the move ("Error saving change!!!"), as does a missing source. A value that does
 * not fit a field `to` declares refuses it as a create there would (`invalid_change` naming the field).
 * Its uploads go with it: their records' `owner` becomes `to` in the same transaction, so a
 * later save, erasure or file.remove finds them as the document's own and the files route
 * judges them by `to`'s rules (a move into or out of a Deleted copy keeps the owner: the copy
 * is the same document; files/movedUploads.ts).
 */
export const moveDocument = defineCommand({
  type: 'document.move',
  schema: moveDocumentPayloadSchema,
  // It changes only the owner of the moved document's uploads (policy uploads.ts), along with it.
  removesUploads: true,
  allowed: (_actor, input, ctx) =>
    ctx.mayWriteIn(input.collection) &&
    (input.to === `${input.collection}${deletedSuffix}` || ctx.mayWriteIn(input.to)),
  async apply(tx, input, stamp, ctx) {
    const ontoItself = input.to === input.collection;
    const doc = await tx.get(input.collection, input.docId);
    if (!doc || (!ontoItself && (await tx.get(input.to, input.docId))))
      throw new AppError('error_saving_change');
    // Each refusal below comes once the move's writes are staged, so who may not make them is
    // refused for that (executeCommand). Onto itself, the source's part (its delete) is all there is.
    if (ontoItself) {
      tx.delete(input.collection, input.docId);
      throw new AppError('invalid_change');
    }
    const from = { collection: input.collection, docId: input.docId };
    const to = { collection: input.to, docId: input.docId };
    const uploads = await uploadsOwnedBy(tx, from, to);
    const body = documentBody(doc);
    tx.set(input.to, input.docId, { ...body, movedBy: stamp.actor.uid });
    tx.delete(input.collection, input.docId);
    stageOwnerMoves(tx, uploads, to);
    // Into another collection the document must fit what that collection declares (the fields it
    // brings; a required one it lacks is asked at its next edit); its Deleted copy keeps it as it was.
    if (!input.to.endsWith(deletedSuffix)) assertDeclaredFields(ctx, input.to, body, { partial: true });
    return { docId: input.docId, collection: input.to, ...namedRecord(doc) };
  },
  log: (input, result) => ({
    action: 'move to another colection',
    collection: input.collection,
    document: input.docId,
    modification: { to: input.to, ...(result.Name === undefined ? {} : { Name: result.Name }) },
  }),
});
