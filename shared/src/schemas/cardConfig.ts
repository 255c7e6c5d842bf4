import { z } from 'zod';

/** How a widget or a collection's documents render as cards (spec §3, field names as stored). */
export const cardConfigSchema = z.looseObject({
  elementName: z.string().optional(),
  inHeader: z.boolean().optional(),
  erraseBorder: z.boolean().optional(),
  width: z.union([z.number(), z.string()]).optional(),
  height: z.union([z.number(), z.string()]).optional(),
  value1: z.union([z.string(), z.number()]).optional(),
  value3: z.union([z.string(), z.number()]).optional(),
  iconColor: z.string().optional(),
});
export type CardConfig = z.infer<typeof cardConfigSchema>;
