import type { StepRunner } from './StepRunner';

/**
 * THE registry of step runners, one per kind of shared/src/automation/stepKinds.ts. Each
 * runner is one module in this folder (or in its feature's folder: pdf, pptx, excel); list
 * it here, one line.
 */
export const stepRunners: readonly StepRunner<never>[] = [];

export function findStepRunner(kind: string): StepRunner<never> | undefined {
  return stepRunners.find((r) => r.kind === kind);
}
