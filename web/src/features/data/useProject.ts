import type { ErrorCode, PublicCollection, StoredDoc } from '@colmena/shared';
import { useLiveQuery } from '../../hooks/useLiveQuery';
import { journalQuery, journalsQuery, projectQuery } from './queries';

export interface DocState {
  status: 'loading' | 'ready' | 'missing' | 'error';
  doc: StoredDoc | null;
  error: ErrorCode | null;
}

/**
 * One project, live, read by its id with its own subscription: found wherever it sorts in a
 * list of any size, with the owner filter applied by the server.
 */
export function useProject(collection: PublicCollection | null, projectId: string): DocState {
  return pick(useLiveQuery(collection ? projectQuery(collection, projectId) : null), projectId);
}

/** One journal of a project, live, by its id. */
export function useJournal(
  collection: PublicCollection | null,
  projectId: string,
  journalId: string,
): DocState {
  return pick(useLiveQuery(collection ? journalQuery(collection, projectId, journalId) : null), journalId);
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
