import '@colmena/shared/i18n/automationStepsTexts';
import { CalculationStepForm } from './calculation/CalculationStepForm';
import { ChatStepForm } from './chat/ChatStepForm';
import { DocumentStepForm } from './document/DocumentStepForm';
import { EmailStepForm } from './email/EmailStepForm';
import { ExcelStepForm } from './files/ExcelStepForm';
import { PdfStepForm, PptxStepForm } from './files/ExportFileStepForm';
import { GptStepForm } from './gpt/GptStepForm';
import { HttpStepForm } from './http/HttpStepForm';
import type { StepForm } from './kit/stepFormTypes';
import { PivotStepForm } from './pivot/PivotStepForm';
import { ScraperStepForm } from './scraper/ScraperStepForm';
import { StringStepForm } from './string/StringStepForm';
import { TaskStepForm } from './task/TaskStepForm';
import { WhatsappStepForm } from './whatsapp/WhatsappStepForm';

/**
 * THE web registry of step forms, by step kind (shared/src/automation/stepKinds.ts): a kind's
 * form is one module of its own folder here, listed on one line. The editor looks a form up by
 * kind and nothing else switches on kinds; a kind without a form is edited as JSON.
 */
export const stepForms: Readonly<Record<string, StepForm>> = {
  http: HttpStepForm,
  calculation: CalculationStepForm,
  string: StringStepForm,
  document: DocumentStepForm,
  task: TaskStepForm,
  chat: ChatStepForm,
  email: EmailStepForm,
  whatsapp: WhatsappStepForm,
  gpt: GptStepForm,
  pivot: PivotStepForm,
  scraper: ScraperStepForm,
  excel: ExcelStepForm,
  pdf: PdfStepForm,
  pptx: PptxStepForm,
};

export const stepFormOf = (kind: string): StepForm | undefined =>
  Object.hasOwn(stepForms, kind) ? stepForms[kind] : undefined;
