import type { CollectionDefinition } from '../schemas/collectionDefinition';
import type { WidgetPlace } from '../schemas/widget';

/** Spec §7: the collection name that stands for the current collection's query. */
export const currentCollectionAlias = 'data';

/**
 * Spec §3 "Current collection" (key, mainQuery, secondaryQuery) as our definitions hold it:
 * its main and secondary queries read `mainCollection` and `secondaryCollection`, filtered by
 * the definition's stored filters (`mainQuery` and `mainFilter`, `secondaryQuery`: see
 * storedFilters.ts) when present.
 */
export type CurrentCollectionRef = Pick<
  CollectionDefinition,
  'key' | 'mainCollection' | 'secondaryCollection'
> &
  Partial<Pick<CollectionDefinition, 'mainQuery' | 'mainFilter' | 'secondaryQuery'>>;

/**
 * What "data" stands for, by place (spec §7): on a journal the secondary (child) collection;
 * on a project, the company page or the public page the main one. Null when a journal asks
 * for a secondary collection the definition does not have.
 */
export function dataCollectionFor(
  current: CurrentCollectionRef,
  place: WidgetPlace | undefined,
): string | null {
  return (place === 'journal' ? current.secondaryCollection : current.mainCollection) ?? null;
}

/** The definition a route's collKey names, or null. */
export function findCurrentCollection<T extends CurrentCollectionRef>(
  definitions: readonly T[],
  collKey: string | undefined,
): T | null {
  if (collKey === undefined) return null;
  return definitions.find((definition) => definition.key === collKey) ?? null;
}
