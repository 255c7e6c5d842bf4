import { z } from 'zod';
import type { StepKindDefinition } from '../stepKind';

/**
 * How a column's cells are written when the step says so (a step reads no company, so no field
 * declares it): text stays text (a code that looks like a date), numbers and dates are typed.
 */
export const excelColumnTypes = ['text', 'number', 'date', 'dateTime', 'boolean'] as const;
export type ExcelColumnType = (typeof excelColumnTypes)[number];

/**
 * `excel` (issue 16 point 4): a widget's query, read with the automation's permissions, written
 * as an .xlsx (typed cells, formulas neutralised) and stored as a file with its uploaded-file
 * record; the output is that record ({id, name, url, size, mime, rows}), which a later step can
 * attach or link. `columns` as a table widget names them, each with its type if
 * wanted (none: the documents' own fields).
 */
export const excelStepConfigSchema = z.strictObject({
  widgetId: z.string().trim().min(1).max(1500),
  entry: z.number().int().min(0).max(99).default(0),
  collKey: z.string().trim().min(1).max(100).optional(),
  documentId: z.string().trim().min(1).max(1500).optional(),
  columns: z
    .array(
      z.strictObject({
        field: z.string().trim().min(1).max(1500),
        label: z.string().max(200).optional(),
        type: z.enum(excelColumnTypes).optional(),
      }),
    )
    .max(100)
    .optional(),
  fileName: z.string().trim().min(1).max(120).default('Exportación'),
  language: z.enum(['es', 'en']).default('es'),
});
export type ExcelStepConfig = z.infer<typeof excelStepConfigSchema>;

export const excelStep: StepKindDefinition<ExcelStepConfig> = {
  kind: 'excel',
  label: { es: 'Exportar a Excel', en: 'Export to Excel' },
  config: excelStepConfigSchema,
};
