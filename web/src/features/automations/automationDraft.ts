import type { MessageKey, StoredDoc } from '@colmena/shared';
import {
  type Automation,
  type AutomationTrigger,
  automationSchema,
  commandEvents,
  defaultScheduleTimezone,
  findStepKind,
} from '@colmena/shared/automation';
import {
  type AutomationProblem,
  automationProblemOf,
  type PathedIssue,
  type ProblemPlace,
  stepConfigProblemOf,
} from './automationProblems';

/**
 * The editor's form of an automation, and back (pure, tested). Step settings are kept as JSON
 * text (the forms write it; power users type it), so a half-typed one is kept as typed and its
 * problems shown; the automation is checked by the same schema the server uses before it is sent.
 */

export interface StepDraft {
  /** A key for React and focus, stable while the step is moved. */
  key: string;
  name: string;
  kind: string;
  configText: string;
}

export interface FilterDraft {
  field: string;
  op: string;
  /** The value as JSON text (`"Abierto"`, `3`, `true`). */
  valueText: string;
}

export type TriggerDraft =
  | { type: 'command'; collection: string; on: string[]; filters: FilterDraft[] }
  | { type: 'schedule'; cron: string; timezone: string }
  | { type: 'webhook'; synchronous: boolean }
  | { type: 'manual' };

export interface AutomationDraft {
  name: string;
  enabled: boolean;
  triggers: TriggerDraft[];
  steps: StepDraft[];
}

export type TriggerType = TriggerDraft['type'];
export const triggerTypes: readonly TriggerType[] = ['command', 'schedule', 'webhook', 'manual'];
export const filterOps = ['==', '!=', '<', '<=', '>', '>=', 'array-contains', 'in', 'not-in'] as const;

let keys = 0;
const nextKey = () => `step-${++keys}`;

export const emptyDraft = (): AutomationDraft => ({
  name: '',
  enabled: true,
  triggers: [{ type: 'manual' }],
  steps: [],
});

export function newTrigger(type: TriggerType): TriggerDraft {
  switch (type) {
    case 'command':
      return { type, collection: '', on: ['create'], filters: [] };
    case 'schedule':
      return { type, cron: '0 8 * * 1', timezone: defaultScheduleTimezone };
    case 'webhook':
      return { type, synchronous: false };
    case 'manual':
      return { type };
  }
}

/** A new step of `kind`: its schema's defaults when `{}` parses, else `{}` to fill in. */
export function newStep(kind: string, existing: readonly StepDraft[]): StepDraft {
  const parsed = findStepKind(kind)?.config.safeParse({});
  const taken = new Set(existing.map((s) => s.name));
  let n = existing.length + 1;
  while (taken.has(`${kind}${n}`)) n += 1;
  return {
    key: nextKey(),
    name: `${kind}${n}`,
    kind,
    configText: JSON.stringify(parsed?.success ? parsed.data : {}, null, 2),
  };
}

const json = (value: unknown) => JSON.stringify(value);

export function draftOf(automation: Automation | StoredDoc): AutomationDraft {
  const parsed = automationSchema.safeParse(automation);
  const source = parsed.success ? parsed.data : (automation as Partial<Automation>);
  return {
    name: typeof source.name === 'string' ? source.name : '',
    enabled: source.enabled !== false,
    triggers: (Array.isArray(source.triggers) ? source.triggers : []).map(triggerDraftOf),
    steps: (Array.isArray(source.steps) ? source.steps : []).map((step) => ({
      key: nextKey(),
      name: step.name,
      kind: step.kind,
      configText: JSON.stringify(step.config ?? {}, null, 2),
    })),
  };
}

function triggerDraftOf(trigger: AutomationTrigger): TriggerDraft {
  switch (trigger.type) {
    case 'command':
      return {
        type: 'command',
        collection: trigger.collection,
        on: [...trigger.on],
        filters: (trigger.filter ?? []).map((f) => ({ field: f.field, op: f.op, valueText: json(f.value) })),
      };
    case 'schedule':
      return { type: 'schedule', cron: trigger.cron, timezone: trigger.timezone ?? defaultScheduleTimezone };
    case 'webhook':
      return { type: 'webhook', synchronous: trigger.synchronous === true };
    case 'manual':
      return { type: 'manual' };
  }
}

export type JsonResult = { ok: true; value: unknown } | { ok: false; problem: string };

export function parseJson(text: string): JsonResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
}

/** What is wrong with one step as typed (its JSON, then its kind's schema), labelled as its form labels it. */
export function stepProblems(step: StepDraft, number = 1): AutomationProblem[] {
  const place = { at: 'step', number, name: step.name } as const;
  const config = parseJson(step.configText);
  if (!config.ok) return [jsonProblem(place, 'automations.steps.config', config.problem)];
  const kind = findStepKind(step.kind);
  if (!kind)
    return [
      {
        place,
        field: { label: 'automations.steps.kind' },
        problem: { key: 'automationSteps.problem.notChoice' },
      },
    ];
  const parsed = kind.config.safeParse(config.value, { reportInput: true });
  if (parsed.success) return [];
  return onePerField(
    parsed.error.issues.map((issue) =>
      stepConfigProblemOf(issue as PathedIssue, place, step.kind, issue.path),
    ),
  );
}

/** The first problem of each field: a union's branches each say why they refuse one value. */
function onePerField(problems: readonly AutomationProblem[]): AutomationProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const where = JSON.stringify([problem.place, problem.field]);
    if (seen.has(where)) return false;
    seen.add(where);
    return true;
  });
}

const jsonProblem = (place: ProblemPlace, label: MessageKey, problem: string): AutomationProblem => ({
  place,
  field: { label },
  problem: { key: 'automations.json.invalid', params: { problem } },
});

export type AutomationResult =
  | { ok: true; automation: Automation }
  | { ok: false; problems: AutomationProblem[] };

/**
 * The automation the draft stands for, checked by the shared schema, or every problem found,
 * placed and labelled as the editor shows them. A step's settings are checked by its kind's
 * schema here (as its form checks them), so their problems keep zod's codes for the wording.
 */
export function automationOf(draft: AutomationDraft): AutomationResult {
  const problems: AutomationProblem[] = [];
  const steps = [];
  for (const [index, step] of draft.steps.entries()) {
    const config = parseJson(step.configText);
    problems.push(...stepProblems(step, index + 1));
    steps.push({ name: step.name.trim(), kind: step.kind, config: config.ok ? config.value : {} });
  }
  const triggers = [];
  for (const [index, trigger] of draft.triggers.entries()) {
    if (trigger.type !== 'command') {
      triggers.push(trigger.type === 'schedule' ? { ...trigger, cron: trigger.cron.trim() } : trigger);
      continue;
    }
    const filter = [];
    for (const f of trigger.filters) {
      const value = parseJson(f.valueText);
      if (!value.ok) {
        const place = { at: 'trigger', number: index + 1, type: trigger.type } as const;
        problems.push(jsonProblem(place, 'automations.trigger.filter', value.problem));
      }
      filter.push({ field: f.field.trim(), op: f.op, value: value.ok ? value.value : null });
    }
    triggers.push({
      type: 'command',
      collection: trigger.collection.trim(),
      on: commandEvents.filter((event) => trigger.on.includes(event)),
      ...(filter.length > 0 ? { filter } : {}),
    });
  }
  const candidate = { name: draft.name, enabled: draft.enabled, triggers, steps };
  const parsed = automationSchema.safeParse(candidate, { reportInput: true });
  if (parsed.success && problems.length === 0) return { ok: true, automation: parsed.data };
  for (const issue of parsed.error?.issues ?? []) {
    // A step's settings were checked above by its kind, with zod's own codes.
    if (issue.path[0] === 'steps' && issue.path[2] === 'config') continue;
    problems.push(automationProblemOf(issue as PathedIssue, steps, draft.triggers));
  }
  return { ok: false, problems: onePerField(problems) };
}

/** The list with item `index` moved by `delta` (clamped); the same list when it cannot move. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = Math.min(items.length - 1, Math.max(0, index + delta));
  if (index < 0 || index >= items.length || target === index) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}
