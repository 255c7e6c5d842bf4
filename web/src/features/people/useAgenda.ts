import type { ErrorCode, LiveQuery } from '@colmena/shared';
import { useMemo } from 'react';
import { useLiveQuery } from '../../hooks/useLiveQuery';
import { type Person, toPerson } from './people';

/** Spec §7 live subscription "agenda ordered by Name". */
export const agendaQuery: LiveQuery = { collection: 'agenda', orderBy: ['Name', 'asc'] };

export interface AgendaState {
  status: 'loading' | 'ready' | 'error';
  people: Person[];
  error: ErrorCode | null;
}

/** The company's contacts, live: a contact created or edited anywhere shows up at once. */
export function useAgenda(): AgendaState {
  const live = useLiveQuery(agendaQuery);
  const people = useMemo(() => live.docs.map(toPerson), [live.docs]);
  return { status: live.status, people, error: live.error };
}
