import {
  assignTaskPayloadSchema,
  completeTaskPayloadSchema,
  mayAssignTasks,
  receivedTaskPayloadSchema,
} from '@colmena/shared/tasks';
import { type Command, defineCommand } from '../../platform/commands/defineCommand';
import { recipientTask } from './recipientTask';
import { taskDocument } from './taskDocument';

const tasks = 'tasksMessages';

/**
 * `task.assign` → `{taskId, to}`: staff give a contact a task (spec §3 task message). The
 * recipient is named by uid or agenda FireId and stored by uid; the task lands at `landed_at`
 * (the command's time when absent) and leaves at `expires_on`.
 */
export const assignTask = defineCommand({
  type: 'task.assign',
  schema: assignTaskPayloadSchema,
  ownsCollections: [tasks],
  allowed: (actor) => mayAssignTasks(actor),
  async apply(tx, input, stamp, ctx) {
    const doc = await taskDocument(tx, input, stamp, ctx);
    const taskId = stamp.newId();
    tx.set(tasks, taskId, doc);
    return { taskId, to: doc.to, task: doc };
  },
  log: (_input, result) => ({
    action: 'create',
    collection: tasks,
    document: result.taskId,
    modification: result.task,
  }),
});

/** `task.complete {taskId, completed}`: the recipient marks their task done (false reopens it). */
export const completeTask = defineCommand({
  type: 'task.complete',
  schema: completeTaskPayloadSchema,
  ownsCollections: [tasks],
  allowed: () => true,
  async apply(tx, input, stamp) {
    await recipientTask(tx, input.taskId, stamp.actor.uid);
    tx.merge(tasks, input.taskId, { completed: input.completed });
    return { taskId: input.taskId, completed: input.completed };
  },
  log: (input) => ({
    action: 'modification',
    collection: tasks,
    document: input.taskId,
    modification: { completed: input.completed },
  }),
});

/** `task.received {taskId}`: the recipient's app showed the task as a notification (spec §4). */
export const receivedTask = defineCommand({
  type: 'task.received',
  schema: receivedTaskPayloadSchema,
  ownsCollections: [tasks],
  allowed: () => true,
  async apply(tx, input, stamp) {
    // Sent again (two tabs showed it) it writes the same value: nothing to refuse.
    await recipientTask(tx, input.taskId, stamp.actor.uid);
    tx.merge(tasks, input.taskId, { recibed: true });
    return { taskId: input.taskId };
  },
  log: (input) => ({
    action: 'modification',
    collection: tasks,
    document: input.taskId,
    modification: { recibed: true },
  }),
});

/** The task commands, listed in the one registry (features/replay/allCommands). */
export const taskCommands: readonly Command[] = [assignTask, completeTask, receivedTask];
