import type { ErrorCode, PublicCollection } from '@colmena/shared';
import type { StoredDoc } from '../../api/dataContracts';
import { useLiveQuery } from '../../hooks/useLiveQuery';
import { chosenSort } from './collections';
import { journalsQuery, mainListQuery } from './queries';

export interface DocState {
  status: 'loading' | 'ready' | 'missing' | 'error';
  doc: StoredDoc | null;
  error: ErrorCode | null;
}

/**
 * One project, live. There is no read by id, so it is picked from the collection's list in
 * its own order (the same subscription the list opens), which also applies the owner filter.
 */
export function useProject(collection: PublicCollection | null, projectId: string): DocState {
  const list = useLiveQuery(collection ? mainListQuery(collection, chosenSort(collection, null)) : null);
  return pick(list, projectId);
}

/** A project's journals, live, in the definition's order. */
export function useJournals(collection: PublicCollection | null, projectId: string) {
  return useLiveQuery(collection ? journalsQuery(collection, projectId) : null);
}

export function pick(
  list: { status: 'loading' | 'ready' | 'error'; docs: StoredDoc[]; error: ErrorCode | null },
  id: string,
): DocState {
  if (list.status === 'loading') return { status: 'loading', doc: null, error: null };
  if (list.status === 'error') return { status: 'error', doc: null, error: list.error };
  const doc = list.docs.find((candidate) => candidate.FireId === id) ?? null;
  return doc ? { status: 'ready', doc, error: null } : { status: 'missing', doc: null, error: null };
}
