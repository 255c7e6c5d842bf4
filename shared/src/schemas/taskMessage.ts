import { z } from 'zod';
import { dateValueSchema, documentShape } from './common';

/**
 * Spec §3 task message (`recibed` is the stored spelling). Shown while pending, after
 * `landed_at` and before `expires_on` (§4).
 */
export const taskMessageSchema = z.looseObject({
  ...documentShape,
  title: z.string(),
  subtitle: z.string().optional(),
  completed: z.boolean().default(false),
  recibed: z.boolean().default(false),
  /** Recipient's uid. */
  to: z.string().min(1),
  expires_on: dateValueSchema,
  landed_at: dateValueSchema,
  /** Path or id of the related project, when there is one. */
  project: z.string().optional(),
});
export type TaskMessage = z.infer<typeof taskMessageSchema>;
