import { z } from 'zod';
import { pivotConfigSchema } from '../pivot/pivotConfig';

/**
 * Pivot kind: which querysArray entry it pivots and the pivot itself (the engine's own
 * `pivotConfigSchema`: rows, cols, values). `{}` counts the documents (one total row).
 */
export const pivotSettingsSchema = z.strictObject({
  entry: z.number().int().min(0).max(99).default(0),
  pivot: pivotConfigSchema.default({ rows: [], cols: [], values: [{ agg: 'count' }] }),
});
export type PivotSettings = z.infer<typeof pivotSettingsSchema>;
