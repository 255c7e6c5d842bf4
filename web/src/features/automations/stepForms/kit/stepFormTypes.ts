import type { ComponentType } from 'react';

/** What one step kind's form gets: the config as stored, and where to send it as edited. */
export interface StepFormProps {
  config: Record<string, unknown>;
  /** Every edit, valid or not: the editor keeps it and refuses to save until it is valid. */
  onConfigChange(config: Record<string, unknown>): void;
  /** The variables a text setting may use here: the trigger's and the earlier steps' (`{{steps.x}}`). */
  variables: readonly string[];
}

export type StepForm = ComponentType<StepFormProps>;
