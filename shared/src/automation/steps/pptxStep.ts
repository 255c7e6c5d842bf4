import type { StepKindDefinition } from '../stepKind';
import { type ExportStepConfig, exportStepConfigSchema } from './pdfStep';

/** `pptx`: the deck of a PowerPoint widget, made and stored as the `pdf` step makes its file. */
export const pptxStep: StepKindDefinition<ExportStepConfig> = {
  kind: 'pptx',
  label: { es: 'Crear una presentación PowerPoint', en: 'Make a PowerPoint presentation' },
  config: exportStepConfigSchema,
};
