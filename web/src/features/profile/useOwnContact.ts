import { useMemo } from 'react';
import { useLiveQuery } from '../../hooks/useLiveQuery';
import { type Person, toPerson } from '../people/people';

export interface OwnContactState {
  status: 'loading' | 'ready' | 'error';
  contact: Person | null;
}

/**
 * The signed-in user's own agenda contact, live (spec §7 "agenda where LoginID = uid, limit
 * 1"): the agenda's read rule gives everyone their own contact, and it carries the phone the
 * session does not.
 */
export function useOwnContact(uid: string | null): OwnContactState {
  const live = useLiveQuery(
    uid === null ? null : { collection: 'agenda', where: [['LoginID', '==', uid]], limit: 1 },
  );
  const first = live.docs[0];
  const contact = useMemo(() => (first ? toPerson(first) : null), [first]);
  return { status: live.status, contact };
}
