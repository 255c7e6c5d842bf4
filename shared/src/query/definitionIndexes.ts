import type { CollectionDefinition } from '../schemas/collectionDefinition';
import type { CompositeIndex } from './compositeIndex';
import { requiredIndex } from './indexes';
import type { StoreQuery } from './storeQuery';

type Definition = Pick<
  CollectionDefinition,
  | 'mainCollection'
  | 'mainSortField'
  | 'mainSortDir'
  | 'secondaryCollection'
  | 'secondarySortField'
  | 'secondarySortDir'
  | 'ownerField'
>;

const probe = (
  collection: string,
  where: StoreQuery['where'],
  orderBy: StoreQuery['orderBy'],
): StoreQuery => ({
  collection,
  where,
  ...(orderBy ? { orderBy } : {}),
  limit: 1,
});

/**
 * The composite indexes the product's own screens need for a collection definition, so that a
 * collection a company defines (or a pack installs) works at once, with no index for its admin to
 * make: a project's journals (`ProjectId ==`, by the journals' sort) and, with an owner field,
 * the list of those who see only their own documents (`owner array-contains`, by the main sort,
 * either way, as the sort menu offers both).
 */
export function definitionIndexes(def: Definition): CompositeIndex[] {
  const queries: StoreQuery[] = [];
  if (def.secondaryCollection)
    queries.push(
      probe(
        def.secondaryCollection,
        [['ProjectId', '==', '']],
        [def.secondarySortField, def.secondarySortDir],
      ),
    );
  if (def.ownerField)
    for (const dir of ['asc', 'desc'] as const)
      queries.push(
        probe(def.mainCollection, [[def.ownerField, 'array-contains', '']], [def.mainSortField, dir]),
      );
  return queries.map(requiredIndex).filter((index): index is CompositeIndex => index !== null);
}
