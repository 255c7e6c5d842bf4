import { z } from 'zod';
import { pivotConfigSchema } from '../../pivot';
import { fieldPathSchema } from '../../query/fieldPath';
import { maxWhereClauses } from '../../query/storeQuery';
import { filterConditionSchema } from '../../schemas/widgetQuery';
import type { StepKindDefinition } from '../stepKind';

/** Most rows a pivot step reads from a templated list. */
export const maxPivotStepRows = 50_000;

/**
 * A condition on the queried documents, as an object: a stored document (Firestore) may not hold
 * an array directly inside an array, so the form's conditions are not kept as `where` tuples.
 */
export const pivotStepFilterSchema = z.strictObject({
  field: fieldPathSchema,
  op: filterConditionSchema,
  value: z.unknown(),
});
export type PivotStepFilter = z.infer<typeof pivotStepFilterSchema>;

/**
 * `pivot`: the shared pivot engine over a query's rows (read with the automation's
 * permissions; `query` is a body of POST /api/query: a list query or a widget's; `filters` are
 * added to a list query's `where`) or over a list an earlier step made (`rows`: an array, or
 * its JSON text as a template renders it).
 */
export const pivotStepConfigSchema = z.strictObject({
  source: z.discriminatedUnion('from', [
    z.strictObject({
      from: z.literal('query'),
      query: z.record(z.string(), z.unknown()),
      filters: z.array(pivotStepFilterSchema).max(maxWhereClauses).optional(),
    }),
    z.strictObject({
      from: z.literal('rows'),
      rows: z.union([z.array(z.unknown()).max(maxPivotStepRows), z.string()]),
    }),
  ]),
  pivot: pivotConfigSchema,
});
export type PivotStepConfig = z.infer<typeof pivotStepConfigSchema>;

export const pivotStep: StepKindDefinition<PivotStepConfig> = {
  kind: 'pivot',
  label: { es: 'Tabla dinámica', en: 'Pivot' },
  config: pivotStepConfigSchema,
};
