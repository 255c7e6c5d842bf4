import type { StepDraft, TriggerDraft } from '../../automationDraft';

/** What each trigger hands the run as `trigger` (see the engine's triggers), as variables. */
const triggerVariables: Record<TriggerDraft['type'], readonly string[]> = {
  command: ['{{trigger.document.Name}}', '{{trigger.docId}}', '{{trigger.collection}}', '{{trigger.event}}'],
  schedule: ['{{trigger.dueAt}}'],
  webhook: ['{{trigger.body}}', '{{trigger.body.Name}}', '{{trigger.receivedAt}}'],
  manual: ['{{trigger.document.Name}}', '{{trigger.docId}}'],
};

/**
 * The variables a setting of the step at `index` may use: what its automation's triggers give,
 * then each earlier step's output by name (a later step's output does not exist yet then).
 */
export function templateVariables(
  triggers: readonly TriggerDraft[],
  steps: readonly Pick<StepDraft, 'name'>[],
  index: number,
): string[] {
  const fromTriggers = triggers.flatMap((trigger) => triggerVariables[trigger.type]);
  const fromSteps = steps
    .slice(0, Math.max(0, index))
    .map((step) => step.name.trim())
    .filter((name) => /^[A-Za-z_][\w-]*$/.test(name))
    .map((name) => `{{steps.${name}}}`);
  return [...new Set([...fromTriggers, ...fromSteps])];
}

/** `text` with `variable` put where the selection was (at the end when none is known). */
export function insertAt(
  text: string,
  variable: string,
  start: number | null,
  end: number | null,
): { text: string; caret: number } {
  const from = Math.min(Math.max(start ?? text.length, 0), text.length);
  const to = Math.min(Math.max(end ?? from, from), text.length);
  return { text: text.slice(0, from) + variable + text.slice(to), caret: from + variable.length };
}
