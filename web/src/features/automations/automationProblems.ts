import type { MessageKey } from '@colmena/shared';
import type { Translate } from '../../app/i18n/LanguageContext';
import { stepFieldLabelKey } from './stepForms/kit/stepFieldLabels';
import { type StepProblem, stepProblemOf, type ZodIssueLike } from './stepForms/kit/stepProblems';

/** Where in the editor a problem is: the automation's own fields, a trigger, or a step (1-based). */
export type ProblemPlace =
  | { at: 'automation' }
  | { at: 'trigger'; number: number; type: string }
  | { at: 'step'; number: number; name: string };

/**
 * One thing that keeps an automation from being saved, as the editor shows it: where, the
 * label of the field (a catalogue key; the setting's path when no form field stands for it),
 * and what is wrong in the field kit's words.
 */
export interface AutomationProblem {
  place: ProblemPlace;
  field: { label: MessageKey } | { path: string } | null;
  problem: StepProblem;
}

/** A zod issue as the editor reads it: its path, and what the field kit words it from. */
export type PathedIssue = ZodIssueLike & { path: readonly PropertyKey[]; message?: string };

const triggerLabels: Readonly<Record<string, MessageKey>> = {
  collection: 'automations.trigger.collection',
  on: 'automations.trigger.on',
  filter: 'automations.trigger.filter',
  cron: 'automations.trigger.cron',
  timezone: 'automations.trigger.timezone',
  synchronous: 'automations.trigger.synchronous',
};

const automationLabels: Readonly<Record<string, MessageKey>> = {
  name: 'automations.editor.name',
  triggers: 'automations.triggers.title',
  steps: 'automations.steps.title',
};

/** Two steps with one name: the schema's own refinement, worded for the form. */
const duplicateName = /^Two steps are named /;

/**
 * A problem of the automation as the schema reports it (`steps.2.config.url`), placed and
 * labelled as the form shows it. `steps` gives each step's name and kind by its place.
 */
export function automationProblemOf(
  issue: PathedIssue,
  steps: readonly { name: string; kind: string }[],
  triggers: readonly { type: string }[],
): AutomationProblem {
  const [head, index, part, ...rest] = issue.path;
  const problem = wordingOf(issue);
  if (head === 'steps' && typeof index === 'number') {
    const step = steps[index];
    const place = { at: 'step', number: index + 1, name: step?.name ?? '' } as const;
    if (part === 'config') return stepConfigProblemOf(issue, place, step?.kind ?? '', rest);
    if (part === 'name') return { place, field: { label: 'automations.steps.name' }, problem };
    if (part === 'kind') return { place, field: { label: 'automations.steps.kind' }, problem };
    return { place, field: null, problem };
  }
  if (head === 'triggers' && typeof index === 'number') {
    const place = { at: 'trigger', number: index + 1, type: triggers[index]?.type ?? '' } as const;
    const label = typeof part === 'string' ? triggerLabels[part] : undefined;
    return {
      place,
      field: label ? { label } : part === undefined ? null : { path: pathText(issue.path.slice(2)) },
      problem,
    };
  }
  const label = typeof head === 'string' ? automationLabels[head] : undefined;
  return {
    place: { at: 'automation' },
    field: label ? { label } : head === undefined ? null : { path: pathText(issue.path) },
    problem,
  };
}

/** A problem inside a step's settings (`path` within its config), labelled as its form labels it. */
export function stepConfigProblemOf(
  issue: ZodIssueLike & { message?: string },
  place: ProblemPlace,
  kind: string,
  path: readonly PropertyKey[],
): AutomationProblem {
  const label = stepFieldLabelKey(kind, path);
  return {
    place,
    field: label ? { label } : path.length > 0 ? { path: pathText(path) } : null,
    problem: wordingOf(issue),
  };
}

function wordingOf(issue: ZodIssueLike & { message?: string }): StepProblem {
  if (issue.code === 'custom' && duplicateName.test(issue.message ?? ''))
    return { key: 'automations.problem.duplicateName' };
  return stepProblemOf(issue);
}

const pathText = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** One problem as a line: "Paso 3 (http3), «Dirección (URL)»: Este campo es obligatorio". */
export function problemText(problem: AutomationProblem, t: Translate, withPlace = true): string {
  const what = t(problem.problem.key, problem.problem.params);
  const field = problem.field
    ? 'label' in problem.field
      ? t(problem.field.label)
      : problem.field.path
    : null;
  const place = withPlace ? placeText(problem.place, t) : null;
  if (place && field) return t('automations.problem.atField', { place, field, problem: what });
  if (place) return t('automations.problem.at', { place, problem: what });
  if (field) return t('automations.problem.field', { field, problem: what });
  return what;
}

function placeText(place: ProblemPlace, t: Translate): string | null {
  switch (place.at) {
    case 'automation':
      return null;
    case 'trigger':
      return t('automations.problem.trigger', {
        number: place.number,
        type: place.type ? t(`automations.trigger.${place.type}` as MessageKey) : '',
      });
    case 'step':
      return t('automations.problem.step', { number: place.number, name: place.name });
  }
}

/** Most problems the summary line lists; the rest are counted. */
export const maxListedProblems = 3;

/** The summary line's list: the first few problems, then how many more. */
export function problemsText(problems: readonly AutomationProblem[], t: Translate): string {
  const listed = problems.slice(0, maxListedProblems).map((problem) => problemText(problem, t));
  const more = problems.length - listed.length;
  return [...listed, ...(more > 0 ? [t('automations.problem.more', { count: more })] : [])].join('; ');
}
