import type { PublicCollection } from '@colmena/shared';
import { sortableFields } from './declaredFields';

/** Spec §4: the current collection defaults to the first one the user may see. */
export function currentCollection(
  collections: readonly PublicCollection[],
  key: string | undefined,
): PublicCollection | null {
  if (key === undefined) return collections[0] ?? null;
  return collections.find((collection) => collection.key === key) ?? null;
}

export type SortDir = 'asc' | 'desc';

export interface SortOption {
  field: string;
  dir: SortDir;
}

export const sortId = (sort: SortOption) => `${sort.field}:${sort.dir}`;

/**
 * The list's sort choices: the definition's own order first (spec §3 defaults: Name asc), then
 * by name and by creation date both ways, then each declared field a list can be sorted by
 * (issue 12), both ways. A sort that needs an index the company lacks is refused with the
 * index page's link, as any query.
 */
export function sortOptions(collection: PublicCollection): SortOption[] {
  const options: SortOption[] = [
    { field: collection.mainSortField, dir: collection.mainSortDir },
    { field: 'Name', dir: 'asc' },
    { field: 'Name', dir: 'desc' },
    { field: 'CreatedAt', dir: 'desc' },
    { field: 'CreatedAt', dir: 'asc' },
    ...sortableFields(collection.fields ?? []).flatMap((field): SortOption[] => [
      { field, dir: 'asc' },
      { field, dir: 'desc' },
    ]),
  ];
  const seen = new Set<string>();
  return options.filter((option) => {
    const id = sortId(option);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** The chosen sort if it is one of the options, else the definition's own. */
export function chosenSort(collection: PublicCollection, id: string | null): SortOption {
  const options = sortOptions(collection);
  return options.find((option) => sortId(option) === id) ?? (options[0] as SortOption);
}

/** Where a collection's documents are listed / shown. */
export const collectionPath = (key: string) => `/data/${encodeURIComponent(key)}`;
export const projectPath = (key: string, projectId: string) =>
  `${collectionPath(key)}/${encodeURIComponent(projectId)}`;
export const journalPath = (key: string, projectId: string, journalId: string) =>
  `${projectPath(key, projectId)}/${encodeURIComponent(journalId)}`;
/** A collection's trash (issue 12). */
export const trashPath = (key: string) => `/trash/${encodeURIComponent(key)}`;
