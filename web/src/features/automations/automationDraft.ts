import type { StoredDoc } from '@colmena/shared';
import {
  type Automation,
  type AutomationTrigger,
  automationSchema,
  commandEvents,
  defaultScheduleTimezone,
  findStepKind,
} from '@colmena/shared/automation';

/**
 * The editor's form of an automation, and back (pure, tested). Step settings are edited as
 * JSON text, so a half-typed one is kept as typed and its problem shown; the automation is
 * checked by the same schema the server uses before it is sent.
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

/** What is wrong with one step as typed (its JSON, then its kind's schema), or null. */
export function stepProblem(step: StepDraft): string | null {
  const config = parseJson(step.configText);
  if (!config.ok) return `JSON: ${config.problem}`;
  const kind = findStepKind(step.kind);
  if (!kind) return `unknown kind ${step.kind}`;
  const parsed = kind.config.safeParse(config.value);
  if (parsed.success) return null;
  return parsed.error.issues
    .map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`)
    .join('; ');
}

export type AutomationResult = { ok: true; automation: Automation } | { ok: false; problem: string };

/** The automation the draft stands for, checked by the shared schema, or the first problem. */
export function automationOf(draft: AutomationDraft): AutomationResult {
  const steps = [];
  for (const step of draft.steps) {
    const config = parseJson(step.configText);
    if (!config.ok) return { ok: false, problem: `${step.name}: JSON: ${config.problem}` };
    steps.push({ name: step.name.trim(), kind: step.kind, config: config.value });
  }
  const triggers = [];
  for (const trigger of draft.triggers) {
    if (trigger.type !== 'command') {
      triggers.push(trigger.type === 'schedule' ? { ...trigger, cron: trigger.cron.trim() } : trigger);
      continue;
    }
    const filter = [];
    for (const f of trigger.filters) {
      const value = parseJson(f.valueText);
      if (!value.ok) return { ok: false, problem: `${f.field}: JSON: ${value.problem}` };
      filter.push({ field: f.field.trim(), op: f.op, value: value.value });
    }
    triggers.push({
      type: 'command',
      collection: trigger.collection.trim(),
      on: commandEvents.filter((event) => trigger.on.includes(event)),
      ...(filter.length > 0 ? { filter } : {}),
    });
  }
  const parsed = automationSchema.safeParse({ name: draft.name, enabled: draft.enabled, triggers, steps });
  if (parsed.success) return { ok: true, automation: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    problem: issue ? `${issue.path.join('.') || 'automation'}: ${issue.message}` : 'invalid',
  };
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
