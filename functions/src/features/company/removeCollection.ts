import { deletedSuffix } from '@colmena/shared/policy';
import { removeCollectionPayloadSchema } from '@colmena/shared/schemas';
import { defineCommand, type LogFields } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { companyCollection } from '../../platform/store/Store';
import { documentBody } from '../documents/documentBody';
import { asStored, committedCompany, definitionsOf, isCompanyAdmin } from './companyAdmin';

/**
 * The most documents (projects and journals together) one `toDeleted` removal moves. Each is
 * three writes (the Deleted copy, the removal, its log entry) in the command's one transaction;
 * 500 keep it to 1,500 document writes, well inside a Firestore commit's 10 MiB for documents of
 * ordinary size. A bigger collection is refused (`collection_too_big_to_remove`, naming the
 * count): its projects go first with `project.deleteData`, or the collection with `keep`.
 */
export const maxDocumentsMovedByRemoval = 500;

interface Moved {
  collection: string;
  ids: string[];
}

/**
 * `collection.remove {key, documents?}`: the definition leaves collectionsArray. Nothing is
 * ever lost: when its collections hold documents the caller must choose, else the command is
 * refused with `collection_has_documents` naming their count —
 * - `keep`: the documents stay where they are, unreachable (no read path serves a collection no
 *   definition names) until a collection with the same key and collections is defined again;
 * - `toDeleted`: every document, journals too, moves to its `{collection}Deleted` copy with
 *   `deletedBy`, as `document.delete` does, one log entry each (at most
 *   maxDocumentsMovedByRemoval).
 * Level 100. Result `{key, documents, count, moved}`.
 */
export const removeCollection = defineCommand({
  type: 'collection.remove',
  schema: removeCollectionPayloadSchema,
  allowed: isCompanyAdmin,
  async apply(tx, input, stamp) {
    const company = await committedCompany(tx);
    const definitions = definitionsOf(company);
    const definition = definitions.find((def) => def.key === input.key);
    if (!definition) throw new AppError('collection_not_found');
    const collections = [definition.mainCollection, definition.secondaryCollection].filter(
      (name): name is string => name !== undefined,
    );
    const counts = await Promise.all(
      collections.map((collection) => tx.count({ collection, where: [], limit: 1 })),
    );
    const count = counts.reduce((sum, n) => sum + n, 0);
    if (count > 0 && input.documents === undefined)
      throw AppError.withParams('collection_has_documents', { count });
    const moving = count > 0 && input.documents === 'toDeleted';
    if (moving && count > maxDocumentsMovedByRemoval)
      throw AppError.withParams('collection_too_big_to_remove', { count, limit: maxDocumentsMovedByRemoval });

    const found = moving
      ? await Promise.all(
          collections.map(async (collection) => ({
            collection,
            docs: await tx.query({ collection, where: [], limit: maxDocumentsMovedByRemoval + 1 }),
          })),
        )
      : [];
    const moved: Moved[] = [];
    for (const { collection, docs } of found) {
      for (const doc of docs) {
        tx.set(`${collection}${deletedSuffix}`, doc.FireId, {
          ...documentBody(doc),
          deletedBy: stamp.actor.uid,
        });
        tx.delete(collection, doc.FireId);
      }
      moved.push({ collection, ids: docs.map((doc) => doc.FireId) });
    }
    tx.mergeCompany({
      collectionsArray: asStored(definitions.filter((def) => def.key !== input.key)),
    });
    return {
      company: company.FireId,
      key: input.key,
      documents: count === 0 ? 'none' : (input.documents ?? 'none'),
      count,
      moved,
    };
  },
  log(input, result): LogFields[] {
    const removal: LogFields = {
      action: 'delete',
      collection: companyCollection,
      document: result.company,
      key: input.key,
      modification: { collectionsArray: input.key, documents: result.documents, count: result.count },
    };
    const documents = result.moved.flatMap(({ collection, ids }) =>
      ids.map(
        (id): LogFields => ({
          action: 'delete',
          collection,
          document: id,
          key: input.key,
          modification: { to: `${collection}${deletedSuffix}` },
        }),
      ),
    );
    return [removal, ...documents];
  },
});
