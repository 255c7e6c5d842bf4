import { z } from 'zod';
import { collectionNameSchema, docIdSchema } from '../schemas/common';

/** An instant as ISO-8601 text (how documents store dates, spec §3). */
const instantSchema = z.iso.datetime({ offset: true });

/**
 * `task.assign` (spec §3 task message, issue 14): staff give a contact a task. Plain data, so
 * an automation step can send it as it is. `to` names the recipient by their account uid or
 * their agenda contact's FireId; the task stores the uid (spec §7 tasksMessages "to = uid").
 */
export const assignTaskPayloadSchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  subtitle: z.string().max(2000).optional(),
  to: docIdSchema,
  /** The task leaves the inbox at this instant (spec §4: shown while now < expires_on). */
  expires_on: instantSchema,
  /** The task reaches the inbox at this instant; the command's time when absent. */
  landed_at: instantSchema.optional(),
  /** The project the task is about: its collection definition key and its FireId. */
  project: z.strictObject({ collKey: collectionNameSchema, id: docIdSchema }).optional(),
});
export type AssignTaskPayload = z.infer<typeof assignTaskPayloadSchema>;

/** `task.complete {taskId, completed?}`: the recipient marks it done (completed false reopens it). */
export const completeTaskPayloadSchema = z.strictObject({
  taskId: docIdSchema,
  completed: z.boolean().default(true),
});
export type CompleteTaskPayload = z.input<typeof completeTaskPayloadSchema>;

/** `task.received {taskId}`: the recipient's app showed it as a notification (spec §4 recibed). */
export const receivedTaskPayloadSchema = z.strictObject({ taskId: docIdSchema });
export type ReceivedTaskPayload = z.infer<typeof receivedTaskPayloadSchema>;

/**
 * Where a task's project opens: the task stores the project's FireId in `project` (spec §3) and
 * its collection definition key in `projectKey`; a task without the key (seeded, or made
 * elsewhere) opens in `defaultCollKey`, the company's first collection (spec §4 "current
 * collection defaults to the first allowed collection"). null: no project.
 */
export function taskProjectRoute(
  task: Readonly<Record<string, unknown>>,
  defaultCollKey: string | undefined,
): string | null {
  const id = task.project;
  if (typeof id !== 'string' || id === '') return null;
  const key =
    typeof task.projectKey === 'string' && task.projectKey !== '' ? task.projectKey : defaultCollKey;
  return key ? `/data/${encodeURIComponent(key)}/${encodeURIComponent(id)}` : null;
}
