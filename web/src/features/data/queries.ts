import type { LiveQuery, PublicCollection } from '@colmena/shared';
import { currentCollectionAlias, defaultQueryLimit } from '@colmena/shared/query';
import type { SortOption } from './collections';

/**
 * How many documents a list keeps live: the spec's query limit (§9, 10000). Search and paging
 * run on these in the browser, so a keystroke or a page turn costs no request and search finds
 * any of them; only the current page is rendered. A collection this full says so (the count
 * then reads "or more").
 */
export const listLimit = defaultQueryLimit;

/** What a new document's form learns its fields from (draftFromSiblings reads 50). */
const siblingsLimit = 50;

/** A read of one document by id (the server keeps the collection's policy, then that id). */
export type DocQuery = LiveQuery & { docId: string };

/**
 * The collection's list, live, in `sort` order. Read through the "data" alias with the
 * collection's key (spec §7), so the server applies what the definition says the list is —
 * its stored `mainQuery` and `mainFilter` — besides the owner filter (spec §6).
 */
export function mainListQuery(collection: PublicCollection, sort: SortOption): LiveQuery {
  return {
    collection: currentCollectionAlias,
    collKey: collection.key,
    orderBy: [sort.field, sort.dir],
    limit: listLimit,
  };
}

/** A few documents of the collection, for the create form's field names. */
export function siblingsQuery(collection: PublicCollection): LiveQuery {
  return {
    collection: collection.mainCollection,
    orderBy: [collection.mainSortField, collection.mainSortDir],
    limit: siblingsLimit,
  };
}

/** A project page's document, live, whatever its place in the list. */
export function projectQuery(collection: PublicCollection, projectId: string): DocQuery {
  return { collection: collection.mainCollection, docId: projectId };
}

/**
 * A journal page's document, live. It names its project: below lvlView a journal is readable
 * only through a project the caller owns (spec §6), and a journal of another project is missing.
 */
export function journalQuery(
  collection: PublicCollection,
  projectId: string,
  journalId: string,
): DocQuery | null {
  if (!collection.secondaryCollection) return null;
  return {
    collection: collection.secondaryCollection,
    where: [['ProjectId', '==', projectId]],
    docId: journalId,
  };
}

/**
 * Spec §7: the secondary collection filtered by ProjectId, sorted per the definition; read
 * through the "data" alias at place `journal`, so the definition's `secondaryQuery` applies.
 */
export function journalsQuery(collection: PublicCollection, projectId: string): LiveQuery | null {
  if (!collection.secondaryCollection) return null;
  return {
    collection: currentCollectionAlias,
    collKey: collection.key,
    place: 'journal',
    where: [['ProjectId', '==', projectId]],
    orderBy: [collection.secondarySortField, collection.secondarySortDir],
    limit: listLimit,
  };
}
