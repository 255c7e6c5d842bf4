import type { ReadPlan } from './collectionRead';

/**
 * Every document of the collection. The store port has no read by id inside a query (FireId
 * is never stored), so a by-id read watches the policy's query unlimited and keeps the one
 * document; a list's limit or order could otherwise hide it. Firestore takes an int32 limit.
 */
export const wholeCollection = 2 ** 31 - 1;

/**
 * A project or journal page's read (`docId` in a list request, live or not): the same policy
 * as its collection's list (owner filter, journals through their owned project, hidden
 * clients), then only the document with that id. The order is dropped: one document needs
 * none, and without it a filtered query needs no composite index.
 *
 * Cost: the embedded store keeps one shared view of the collection for every such page; on
 * Firestore this reads the whole (owner-filtered) collection, which a document watch in the
 * store port would avoid.
 */
export function documentAccess(access: ReadPlan, docId: string): ReadPlan {
  const { orderBy: _unordered, ...query } = access.query;
  const policy = access.filter;
  return {
    query: { ...query, limit: wholeCollection },
    filter: (doc) => doc.FireId === docId && (policy ? policy(doc) : true),
  };
}
