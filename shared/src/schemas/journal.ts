import { z } from 'zod';
import { dateValueSchema, docIdSchema, documentShape } from './common';

/** Spec §3 child document: belongs to the project whose FireId is ProjectId. */
export const journalSchema = z.looseObject({
  ...documentShape,
  ProjectId: docIdSchema,
  CreatedAt: dateValueSchema.optional(),
  Name: z.string().optional(),
});
export type Journal = z.infer<typeof journalSchema>;
