import { z } from 'zod';
import { dateValueSchema } from './common';

/** Spec §3 spelling kept: 'move to another colection'. 'restore' (issue 12) takes a delete back. */
export const logActions = [
  'create',
  'modification',
  'replacement',
  'delete',
  'move to another colection',
  'restore',
] as const;
export const logActionSchema = z.enum(logActions);
export type LogAction = z.infer<typeof logActionSchema>;

/** Spec §3 log entry, appended to `logs` by every write. */
export const logEntrySchema = z.looseObject({
  FireId: z.string().optional(),
  date: dateValueSchema,
  action: logActionSchema,
  /** Actor's uid. */
  user: z.string(),
  /** FireId of the document written. */
  document: z.string(),
  collection: z.string(),
  /** Collection key the write was made through, when it was. */
  key: z.string().optional(),
  /** The merged fields, the replacement or the move target. */
  modification: z.unknown().optional(),
  /** Top-level fields a modification deleted (an edit that cleared them). */
  removed: z.array(z.string()).optional(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;
