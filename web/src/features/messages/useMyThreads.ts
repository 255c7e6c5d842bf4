import type { LiveQuery } from '@colmena/shared';
import { useMemo } from 'react';
import { type LiveQueryState, useLiveQuery } from '../../hooks/useLiveQuery';

/**
 * Spec §7 "messages (participants contain user uid)": the caller's threads, live. The icon
 * bar's badge and the /messages screens ask the same query, so the tab's one stream carries it
 * once per screen and the server's rule (only threads the caller is in) decides what arrives.
 */
export function myThreadsQuery(uid: string): LiveQuery {
  return { collection: 'messages', where: [['participants', 'array-contains', uid]] };
}

export function useMyThreads(uid: string | null): LiveQueryState {
  const query = useMemo(() => (uid === null ? null : myThreadsQuery(uid)), [uid]);
  return useLiveQuery(query);
}
