import { describe, expect, it } from 'vitest';
import {
  automationOf,
  draftOf,
  emptyDraft,
  moveItem,
  newStep,
  newTrigger,
  stepProblems,
} from './automationDraft';

const stored = {
  name: 'Clasificar',
  enabled: true,
  triggers: [
    {
      type: 'command' as const,
      collection: 'incidencias',
      on: ['create' as const],
      filter: [{ field: 'Estado', op: '==' as const, value: 'Abierta' }],
    },
    { type: 'schedule' as const, cron: '0 8 * * 1', timezone: 'Europe/Madrid' },
  ],
  steps: [
    { name: 'saludo', kind: 'string', config: { op: 'template', text: 'Hola {{trigger.document.Name}}' } },
  ],
};

describe('draftOf and automationOf', () => {
  it('round-trips a stored automation', () => {
    const back = automationOf(draftOf(stored));
    expect(back).toEqual({ ok: true, automation: stored });
  });

  it.each([
    [
      'no name',
      (d: ReturnType<typeof draftOf>) => ({ ...d, name: '' }),
      { place: { at: 'automation' }, field: { label: 'automations.editor.name' } },
    ],
    [
      'a step whose JSON does not parse',
      (d: ReturnType<typeof draftOf>) => ({
        ...d,
        steps: d.steps.map((s) => ({ ...s, configText: '{op:' })),
      }),
      { place: { at: 'step', number: 1, name: 'saludo' }, field: { label: 'automations.steps.config' } },
    ],
    [
      'a filter value that is no JSON',
      (d: ReturnType<typeof draftOf>) => ({
        ...d,
        triggers: [
          {
            type: 'command' as const,
            collection: 'x',
            on: ['create'],
            filters: [{ field: 'Estado', op: '==', valueText: 'Abierta' }],
          },
        ],
      }),
      {
        place: { at: 'trigger', number: 1, type: 'command' },
        field: { label: 'automations.trigger.filter' },
      },
    ],
    [
      'a step its kind refuses',
      (d: ReturnType<typeof draftOf>) => ({
        ...d,
        steps: d.steps.map((s) => ({ ...s, configText: '{"op":"nope"}' })),
      }),
      { place: { at: 'step', number: 1, name: 'saludo' }, field: { label: 'automationSteps.string.op' } },
    ],
    [
      'no trigger',
      (d: ReturnType<typeof draftOf>) => ({ ...d, triggers: [] }),
      { place: { at: 'automation' }, field: { label: 'automations.triggers.title' } },
    ],
  ])('refuses %s with its problem, placed and labelled', (_name, change, problem) => {
    const result = automationOf(change(draftOf(stored)));
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toEqual([expect.objectContaining(problem)]);
  });

  it('orders events as the schema lists them and leaves out an empty filter', () => {
    const draft = {
      ...emptyDraft(),
      name: 'x',
      triggers: [{ type: 'command' as const, collection: ' p ', on: ['move', 'create'], filters: [] }],
      steps: [newStep('string', [])],
    };
    draft.steps = draft.steps.map((step) => ({ ...step, configText: '{"op":"template","text":"a"}' }));
    const result = automationOf(draft);
    expect(result.ok && result.automation.triggers[0]).toEqual({
      type: 'command',
      collection: 'p',
      on: ['create', 'move'],
    });
  });
});

describe('steps', () => {
  it('a new step gets a free name of its kind', () => {
    const first = newStep('http', []);
    expect(first.name).toBe('http1');
    expect(newStep('http', [first, { ...first, name: 'http2', key: 'k' }]).name).toBe('http3');
  });

  it.each([
    ['{"op":"template","text":"x"}', []],
    ['{', ['automations.steps.config']],
    ['{"op":"template"}', ['automationSteps.string.text']],
  ])('the problems of %s, by the label of their field', (configText, labels) => {
    const result = stepProblems({ key: 'k', name: 's', kind: 'string', configText });
    expect(result.map((problem) => problem.field)).toEqual(labels.map((label) => ({ label })));
  });

  it.each([
    [[1, 2, 3], 0, 1, [2, 1, 3]],
    [[1, 2, 3], 2, -1, [1, 3, 2]],
    [[1, 2, 3], 0, -1, [1, 2, 3]],
    [[1, 2, 3], 2, 1, [1, 2, 3]],
    [[1, 2, 3], 5, 1, [1, 2, 3]],
  ])('moveItem(%j, %i, %i) is %j', (items, index, delta, expected) => {
    expect(moveItem(items, index, delta)).toEqual(expected);
  });

  it('new triggers start with usable values', () => {
    expect(newTrigger('schedule')).toEqual({
      type: 'schedule',
      cron: '0 8 * * 1',
      timezone: 'Europe/Madrid',
    });
    expect(newTrigger('command')).toMatchObject({ on: ['create'] });
  });
});
