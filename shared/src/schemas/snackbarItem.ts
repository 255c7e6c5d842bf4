import { z } from 'zod';

export const snackbarTypeSchema = z.enum(['error', 'success', 'normal']);
export type SnackbarType = z.infer<typeof snackbarTypeSchema>;

/** Spec §3 snackbar item. With a `time` (ms) it closes by itself and shows a close button (§2). */
export const snackbarItemSchema = z.object({
  id: z.string().min(1),
  text: z.string(),
  type: snackbarTypeSchema,
  time: z.number().int().positive().optional(),
});
export type SnackbarItem = z.infer<typeof snackbarItemSchema>;
