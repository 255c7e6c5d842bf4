import type { PublicCollection } from '@colmena/shared';
import type { LiveQuery } from '../../api/dataContracts';
import type { SortOption } from './collections';

/**
 * How many documents a list keeps live. Search and paging run on these in the browser, so a
 * keystroke or a page turn costs no request; a larger collection shows a notice to refine.
 */
export const listLimit = 1000;

/** The collection's documents, live, in `sort` order (the server adds the owner filter, spec §6). */
export function mainListQuery(collection: PublicCollection, sort: SortOption): LiveQuery {
  return {
    collection: collection.mainCollection,
    orderBy: [sort.field, sort.dir],
    limit: listLimit,
  };
}

/** Spec §7: the secondary collection filtered by ProjectId, sorted per the definition. */
export function journalsQuery(collection: PublicCollection, projectId: string): LiveQuery | null {
  if (!collection.secondaryCollection) return null;
  return {
    collection: collection.secondaryCollection,
    where: [['ProjectId', '==', projectId]],
    orderBy: [collection.secondarySortField, collection.secondarySortDir],
    limit: listLimit,
  };
}
