export type { AutomationStep, StepKindDefinition } from './stepKind';
export { findStepKind, stepKinds } from './stepKinds';
