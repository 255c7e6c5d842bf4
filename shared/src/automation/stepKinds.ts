import type { StepKindDefinition } from './stepKind';

/**
 * THE registry of automation step kinds (issue 15 point 3; the documents issue adds pdf,
 * pptx and excel). Each kind is one module beside this one; list it here, one line.
 */
export const stepKinds: readonly StepKindDefinition[] = [];

export function findStepKind(kind: string): StepKindDefinition | undefined {
  return stepKinds.find((k) => k.kind === kind);
}
