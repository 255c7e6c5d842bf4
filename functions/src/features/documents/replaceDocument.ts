import { replaceDocumentPayloadSchema } from '@colmena/shared/schemas';
import { defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import {
  releaseLogs,
  removingReleasedUploads,
  stageReleases,
  uploadsReleasedBy,
} from '../files/releasedUploads';
import { assertDeclaredFields } from './declaredFields';
import { documentBody } from './documentBody';

/**
 * `document.replace {collection, docId, data}`: the document becomes exactly `data`; it must exist.
 * The uploads of declared image, file and signature fields it no longer holds leave as a merge's do
 * (files/releasedUploads.ts).
 */
export const replaceDocument = removingReleasedUploads(
  defineCommand({
    type: 'document.replace',
    schema: replaceDocumentPayloadSchema,
    // It takes away only the uploads of the document it replaces, which the policy lets it edit.
    removesUploads: true,
    allowed: (_actor, input, ctx) => ctx.mayWriteIn(input.collection),
    async apply(tx, input, stamp, ctx) {
      const stored = await tx.get(input.collection, input.docId);
      if (!stored) throw new AppError('error_saving_change');
      const data = documentBody(input.data);
      const releases = await uploadsReleasedBy(tx, ctx, input.collection, input.docId, stored, () => data);
      tx.set(input.collection, input.docId, data);
      const released = stageReleases(tx, releases, stamp);
      // Checked once staged: who may not edit the document is refused for that (executeCommand).
      assertDeclaredFields(ctx, input.collection, data);
      return { docId: input.docId, ...released };
    },
    log: (input, result) => [
      {
        action: 'replacement',
        collection: input.collection,
        document: input.docId,
        modification: documentBody(input.data),
      },
      ...releaseLogs(result.releasedUploads),
    ],
  }),
);
