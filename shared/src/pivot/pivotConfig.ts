import { z } from 'zod';
import { fieldPathSchema } from '../query/fieldPath';

/** How many fields may group rows, or columns: deeper pivots are unreadable on a card. */
export const maxPivotGroupFields = 5;
/** How many value columns (field + aggregation) one pivot may compute. */
export const maxPivotValues = 10;

export const pivotAggregations = ['count', 'sum', 'avg', 'min', 'max'] as const;
export type PivotAggregation = (typeof pivotAggregations)[number];

/** Dates (ISO text such as `2026-03-05` or `2026-03-05T10:00:00Z`, or epoch ms) grouped by calendar unit. */
export const pivotDateBuckets = ['day', 'week', 'month'] as const;
export type PivotDateBucket = (typeof pivotDateBuckets)[number];

/** A grouping field: its dotted path, or the path and a date bucket. */
export const pivotGroupFieldSchema = z.union([
  fieldPathSchema,
  z.object({ field: fieldPathSchema, bucket: z.enum(pivotDateBuckets) }).strict(),
]);
export type PivotGroupField = z.infer<typeof pivotGroupFieldSchema>;

/** `count` counts documents and needs no field; the others read numbers from `field`. */
export const pivotValueSchema = z
  .object({ agg: z.enum(pivotAggregations), field: fieldPathSchema.optional() })
  .strict()
  .refine((value) => value.agg === 'count' || value.field !== undefined, {
    message: 'sum, avg, min and max need a field',
    path: ['field'],
  });
export type PivotValueSpec = z.infer<typeof pivotValueSchema>;

/** The pivot a widget (or an automation's pivot step) asks for. The widget config embeds it. */
export const pivotConfigSchema = z
  .object({
    rows: z.array(pivotGroupFieldSchema).max(maxPivotGroupFields),
    cols: z.array(pivotGroupFieldSchema).max(maxPivotGroupFields),
    values: z.array(pivotValueSchema).min(1).max(maxPivotValues),
  })
  .strict();
export type PivotConfig = z.infer<typeof pivotConfigSchema>;
