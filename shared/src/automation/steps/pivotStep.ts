import { z } from 'zod';
import { pivotConfigSchema } from '../../pivot';
import type { StepKindDefinition } from '../stepKind';

/** Most rows a pivot step reads from a templated list. */
export const maxPivotStepRows = 50_000;

/**
 * `pivot`: the shared pivot engine over a query's rows (read with the automation's
 * permissions; `query` is a body of POST /api/query: a list query or a widget's) or over a
 * list an earlier step made (`rows`: an array, or its JSON text as a template renders it).
 */
export const pivotStepConfigSchema = z.strictObject({
  source: z.discriminatedUnion('from', [
    z.strictObject({ from: z.literal('query'), query: z.record(z.string(), z.unknown()) }),
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
