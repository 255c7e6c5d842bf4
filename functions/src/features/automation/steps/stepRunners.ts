import { excelStepRunner } from '../../exports/excel/excelStepRunner';
import { pdfStepRunner, pptxStepRunner } from '../../exports/generatedFiles/exportStepRunner';
import { calculationRunner } from './calculationRunner';
import { chatRunner } from './chatRunner';
import { documentRunner } from './documentRunner';
import { emailRunner } from './emailRunner';
import { gptRunner } from './gptRunner';
import { httpRunner } from './httpRunner';
import { pivotRunner } from './pivotRunner';
import type { StepRunner } from './StepRunner';
import { scraperRunner } from './scraperRunner';
import { stringRunner } from './stringRunner';
import { taskRunner } from './taskRunner';
import { whatsappRunner } from './whatsappRunner';

/**
 * THE registry of step runners, one per kind of shared/src/automation/stepKinds.ts. Each
 * runner is one module in this folder (or in its feature's folder: pdf, pptx, excel); list
 * it here, one line.
 */
export const stepRunners: readonly StepRunner<never>[] = [
  httpRunner,
  calculationRunner,
  stringRunner,
  documentRunner,
  taskRunner,
  chatRunner,
  emailRunner,
  whatsappRunner,
  gptRunner,
  pivotRunner,
  scraperRunner,
  pdfStepRunner,
  pptxStepRunner,
  excelStepRunner,
];

export function findStepRunner(kind: string): StepRunner<never> | undefined {
  return stepRunners.find((r) => r.kind === kind);
}
