import { z } from 'zod';
import { dateValueSchema, documentShape } from './common';

/** Spec §3 project (a main document). Loose: each company defines its own fields. */
export const projectSchema = z.looseObject({
  ...documentShape,
  Name: z.string().optional(),
  Habitación: z.string().optional(),
  ImgArray: z.array(z.string()).optional(),
  JournalsCount: z.number().int().min(0).optional(),
  CreatedAt: dateValueSchema.optional(),
});
export type Project = z.infer<typeof projectSchema>;
