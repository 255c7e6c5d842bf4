import type { z } from 'zod';

/**
 * The shared half of an automation step kind (issue 15): its config schema, parsed when an
 * automation is saved (server) and in the editor (web). The server half, the runner, lives in
 * functions/src/features/automation/steps (StepRunner.ts). A kind is added by one file here
 * and one there, each listed in its registry (stepKinds.ts, stepRunners.ts): nothing else
 * switches on kinds.
 */
export interface StepKindDefinition<Config = unknown> {
  /** Stable id stored in automations: `http`, `email`, `gpt`, `pdf`… */
  kind: string;
  label: { es: string; en: string };
  /** The config as stored (strings may hold `{{…}}` templates). */
  config: z.ZodType<Config>;
  /**
   * Config keys whose strings are not rendered as templates before the step runs (a
   * calculation's code reads the scope itself). Every other string, at any depth, is rendered.
   */
  rawKeys?: readonly string[];
}

/** A step as stored in an automation: its name is how later steps read its output (`{{steps.<name>…}}`). */
export interface AutomationStep {
  name: string;
  kind: string;
  config: Record<string, unknown>;
}
