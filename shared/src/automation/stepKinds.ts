import type { StepKindDefinition } from './stepKind';
import { calculationStep } from './steps/calculationStep';
import { chatStep } from './steps/chatStep';
import { documentStep } from './steps/documentStep';
import { emailStep } from './steps/emailStep';
import { excelStep } from './steps/excelStep';
import { gptStep } from './steps/gptStep';
import { httpStep } from './steps/httpStep';
import { pdfStep } from './steps/pdfStep';
import { pivotStep } from './steps/pivotStep';
import { pptxStep } from './steps/pptxStep';
import { scraperStep } from './steps/scraperStep';
import { stringStep } from './steps/stringStep';
import { taskStep } from './steps/taskStep';
import { whatsappStep } from './steps/whatsappStep';

/**
 * THE registry of automation step kinds (issue 15 point 3; the documents issue adds pdf,
 * pptx and excel). Each kind is one module beside this one; list it here, one line.
 */
export const stepKinds: readonly StepKindDefinition[] = [
  httpStep,
  calculationStep,
  stringStep,
  documentStep,
  taskStep,
  chatStep,
  emailStep,
  whatsappStep,
  gptStep,
  pivotStep,
  scraperStep,
  excelStep,
  pdfStep,
  pptxStep,
];

export function findStepKind(kind: string): StepKindDefinition | undefined {
  return stepKinds.find((k) => k.kind === kind);
}
