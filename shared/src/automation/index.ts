export * from './automation';
export * from './commandTriggerMatch';
export type { AutomationStep, StepKindDefinition } from './stepKind';
export { findStepKind, stepKinds } from './stepKinds';
export * from './template';
