import { z } from 'zod';

/** Text kind: the company's own HTML, shown sanitised (the same rules as widget info texts). */
export const textSettingsSchema = z.strictObject({
  html: z.string().max(100_000).default(''),
});
export type TextSettings = z.infer<typeof textSettingsSchema>;
