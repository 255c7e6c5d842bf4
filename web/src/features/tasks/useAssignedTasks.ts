import { useEffect, useMemo, useRef, useState } from 'react';
import { type LiveQueryState, useLiveQuery } from '../../hooks/useLiveQuery';
import type { Completion } from '../notifications/notificationItems';
import { assignedTasksQuery, type CompletionMemory, newlyCompleted } from './assignedTasks';

/** The tasks `uid` gave, live (null: asks nothing, e.g. someone who gives no tasks). */
export function useAssignedTasks(uid: string | null): LiveQueryState {
  const query = useMemo(() => (uid === null ? null : assignedTasksQuery(uid)), [uid]);
  return useLiveQuery(query);
}

/**
 * The completions of tasks I gave seen while this page was open (a task seen pending, then
 * completed), each with when it was seen. Only whole results count: while the stream reloads,
 * what was known is kept, so a completion in between is still news.
 */
export function useCompletions(assigned: LiveQueryState): readonly Completion[] {
  const memory = useRef<CompletionMemory>(new Map());
  const [completions, setCompletions] = useState<readonly Completion[]>([]);
  useEffect(() => {
    if (assigned.status !== 'ready') return;
    const { done, memory: next } = newlyCompleted(memory.current, assigned.docs);
    memory.current = next;
    if (done.length === 0) return;
    const at = Date.now();
    setCompletions((current) => [
      ...current.filter((c) => !done.includes(c.taskId)),
      ...done.map((taskId) => ({ taskId, at })),
    ]);
  }, [assigned]);
  return completions;
}
