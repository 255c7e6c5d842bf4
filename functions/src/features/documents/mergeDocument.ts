import { mergeDocumentPayloadSchema } from '@colmena/shared/schemas';
import { defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { deepMerge } from '../../platform/store/deepMerge';
import type { DocData } from '../../platform/store/Store';
import {
  releaseLogs,
  removingReleasedUploads,
  stageReleases,
  uploadsReleasedBy,
} from '../files/releasedUploads';
import { assertDeclaredFields } from './declaredFields';
import { documentBody } from './documentBody';

/**
 * `document.merge {collection, docId, data, remove?}`: the default modification (spec §4); the
 * document must exist. `remove` deletes top-level fields in the same change, so an edit form
 * can clear a field without replacing the whole document: a store merge cannot delete, so such
 * a merge is written as the merged document (read in this transaction: nothing in between).
 * A photo, file or signature the change takes out of a declared image, file or signature field
 * (a signature drawn again drops its old PNG) leaves with it when no other document holds it
 * (files/releasedUploads.ts): its record to `uploadsDeleted` in this transaction, its bytes after
 * the commit — never when the change is refused.
 */
export const mergeDocument = removingReleasedUploads(
  defineCommand({
    type: 'document.merge',
    schema: mergeDocumentPayloadSchema,
    // It takes away only the uploads of the document it edits, which the policy lets it edit.
    removesUploads: true,
    allowed: (_actor, input, ctx) => ctx.mayWriteIn(input.collection),
    async apply(tx, input, stamp, ctx) {
      const stored = await tx.get(input.collection, input.docId);
      if (!stored) throw new AppError('error_saving_change');
      const remove = input.remove ?? [];
      const merged = () => deepMerge(without(documentBody(stored), remove), documentBody(input.data));
      const releases = await uploadsReleasedBy(tx, ctx, input.collection, input.docId, stored, merged);
      if (remove.length === 0) tx.merge(input.collection, input.docId, documentBody(input.data));
      else tx.set(input.collection, input.docId, merged());
      const released = stageReleases(tx, releases, stamp);
      // Checked once staged: who may not edit the document is refused for that (executeCommand).
      assertDeclaredFields(ctx, input.collection, documentBody(input.data), {
        partial: true,
        removed: remove,
      });
      return { docId: input.docId, ...released };
    },
    log: (input, result) => [
      {
        action: 'modification',
        collection: input.collection,
        document: input.docId,
        modification: documentBody(input.data),
        ...(input.remove?.length ? { removed: input.remove } : {}),
      },
      ...releaseLogs(result.releasedUploads),
    ],
  }),
);

function without(doc: DocData, fields: readonly string[]): DocData {
  const out = { ...doc };
  for (const field of fields) delete out[field];
  return out;
}
