import { z } from 'zod';
import type { StepKindDefinition } from '../stepKind';

/**
 * What the `pdf` and `pptx` steps take (issue 16 point 5): a widget of that kind (its settings
 * say what to make: a document report or a list, a deck's template), the collection and the
 * document it is made for (`{{trigger.docId}}`...). The file is made with the automation's
 * permissions and stored with its uploaded-file record; the step's output is that record
 * ({id, name, url, size, mime}), which a later e-mail step attaches or links.
 */
export const exportStepConfigSchema = z.strictObject({
  widgetId: z.string().trim().min(1).max(150),
  collKey: z.string().trim().min(1).max(100).optional(),
  documentId: z.string().trim().min(1).max(150).optional(),
});
export type ExportStepConfig = z.infer<typeof exportStepConfigSchema>;

export const pdfStep: StepKindDefinition<ExportStepConfig> = {
  kind: 'pdf',
  label: { es: 'Crear un PDF', en: 'Make a PDF' },
  config: exportStepConfigSchema,
};
