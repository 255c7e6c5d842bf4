/**
 * `tasksMessages`, the task inbox (spec §3 task message, §7 "to = uid"). Reads: a caller's own
 * tasks, and the tasks they assigned (a query that asks `from == uid`: task.assign stamps `from`
 * with the session's uid, so the assigner can follow whether it was done); level 100 reads every task. Writes: level 100 by the generic document commands; below
 * it only the task commands (features/tasks: `task.*`, which own `tasksMessages`): staff create
 * tasks (task.assign), and the recipient changes only `completed` and `recibed` of their own
 * task (task.complete, task.received). No one below level 100 deletes, replaces or re-addresses one.
 */
import { mayAssignTasks, recipientTaskFields } from '../../tasks/taskRules';
import { levels } from '../levels';
import type { WriteActor, WriteTarget } from '../writePolicy';
import { allow, refuse, signedInOnly } from './decisions';
import { filtersEqual, withEquals } from './forceClause';
import type { FixedCollectionRules } from './types';

function canWriteTask(actor: WriteActor, target: WriteTarget): boolean {
  if (actor.lvl >= levels.admin) return true;
  if (target.byOwnCommand !== true) return false;
  if (target.kind === 'create') return mayAssignTasks(actor) && typeof target.after?.to === 'string';
  return (
    target.kind === 'merge' &&
    target.before?.to === actor.uid &&
    target.after?.to === actor.uid &&
    (target.changed ?? []).every((field) => recipientTaskFields.includes(field))
  );
}

export const tasksMessagesRules = {
  read: signedInOnly((caller, { query }) => {
    if (caller.lvl >= levels.admin) return allow(query);
    if (filtersEqual(query, 'from', caller.uid)) return allow(query);
    const own = withEquals(query, 'to', caller.uid);
    return own ? allow(own) : refuse('forbidden');
  }),
  write: { canWrite: canWriteTask, mayWriteIn: (actor) => actor.lvl >= levels.admin },
} satisfies FixedCollectionRules;
