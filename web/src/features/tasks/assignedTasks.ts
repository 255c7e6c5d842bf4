import type { LiveQuery, StoredDoc } from '@colmena/shared';
import { toMillis } from '@colmena/shared/tasks';

/**
 * The tasks `uid` gave (task.assign stamps `from` with the session's uid): the one query the
 * read rule lets an assigner ask beyond their own inbox. No window and no order, so Firestore
 * answers it from its single-field index; the screens order and pick what they show.
 */
export const assignedTasksQuery = (uid: string): LiveQuery => ({
  collection: 'tasksMessages',
  where: [['from', '==', uid]],
});

export type AssignedState = 'pending' | 'completed' | 'expired';

/** Completed when the recipient said so; else pending until its expiry, expired after. */
export function assignedState(task: StoredDoc, now: number): AssignedState {
  if (task.completed === true) return 'completed';
  const expires = toMillis(task.expires_on);
  return expires !== null && expires <= now ? 'expired' : 'pending';
}

/** The newest landing first. */
export const byNewestLanding = (a: StoredDoc, b: StoredDoc): number =>
  (toMillis(b.landed_at) ?? 0) - (toMillis(a.landed_at) ?? 0);

/** The tasks about one document (a task's `project`), of one title when given, the newest landing first. */
export function assignedAbout(tasks: readonly StoredDoc[], documentId: string, title?: string): StoredDoc[] {
  return tasks
    .filter((task) => task.project === documentId && (title === undefined || task.title === title))
    .sort(byNewestLanding);
}

/** What was last seen of each task given: completed or not. */
export type CompletionMemory = ReadonlyMap<string, boolean>;

/**
 * The tasks completed since they were last seen pending, and the memory to keep. A task first
 * seen already completed (done before the page opened) is no news; one reopened and completed
 * again is news again.
 */
export function newlyCompleted(
  memory: CompletionMemory,
  tasks: readonly StoredDoc[],
): { done: string[]; memory: CompletionMemory } {
  const next = new Map<string, boolean>();
  const done: string[] = [];
  for (const task of tasks) {
    const completed = task.completed === true;
    if (completed && memory.get(task.FireId) === false) done.push(task.FireId);
    next.set(task.FireId, completed);
  }
  return { done, memory: next };
}
