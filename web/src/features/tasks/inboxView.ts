import type { MessageKey, StoredDoc } from '@colmena/shared';

export type InboxView = 'pending' | 'completed';

/** The tasks of one view of the inbox: completed false counts as pending (spec §4). */
export const tasksInView = (tasks: readonly StoredDoc[], view: InboxView): StoredDoc[] =>
  tasks.filter((task) => (task.completed === true) === (view === 'completed'));

/** What an empty view says: spec §2 "Congratulations, You have completed all your tasks." when none is pending. */
export const emptyViewText = (view: InboxView): MessageKey =>
  view === 'pending' ? 'shell.tasks.allDone' : 'tasks.noneCompleted';
