import { automationStepsEn } from './automationStepsEn';
import { automationStepsEs } from './automationStepsEs';
import { registerTexts } from './textRegistry';

// Imported for its effect by the step forms' registry (web/src/features/automations/stepForms).
registerTexts(automationStepsEn, automationStepsEs);
