import type { LiveQuery, StoredDoc } from '@colmena/shared';
import { isTaskShown, nextTaskChange } from '@colmena/shared/tasks';
import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from '../../hooks/useLiveQuery';
import { useSession } from '../../hooks/useSession';

/** Spec §9: tasks are re-queried every 600000 ms. */
export const taskRequeryMs = 600_000;

export interface MyTasks {
  status: 'loading' | 'ready' | 'error';
  /** Tasks inside their window now (spec §4), ordered by expires_on. */
  tasks: StoredDoc[];
}

/**
 * Spec §7 tasksMessages: to = me, expires_on later than now, ordered by expires_on — live. The
 * subscription is made again every 600000 ms (a fresh "now"), and the shown set is looked at
 * again when a held task lands or expires, so a task appears the moment it lands.
 */
export function tasksQuery(uid: string, now: number): LiveQuery {
  return {
    collection: 'tasksMessages',
    where: [
      ['to', '==', uid],
      ['expires_on', '>', new Date(now).toISOString()],
    ],
    orderBy: ['expires_on', 'asc'],
  };
}

export function useMyTasks(): MyTasks {
  const { user } = useSession();
  const [queriedAt, setQueriedAt] = useState(() => Date.now());
  const [now, setNow] = useState(queriedAt);
  const live = useLiveQuery(user ? tasksQuery(user.uid, queriedAt) : null);

  useEffect(() => {
    const timer = setInterval(() => {
      const at = Date.now();
      setQueriedAt(at);
      setNow(at);
    }, taskRequeryMs);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    const next = nextTaskChange(live.docs, now);
    if (next === null || next - now > taskRequeryMs) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, next - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [live.docs, now]);

  const tasks = useMemo(() => live.docs.filter((task) => isTaskShown(task, now)), [live.docs, now]);
  return { status: live.status, tasks };
}
