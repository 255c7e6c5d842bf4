import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('./stepKinds', () => {
  const kinds = [
    {
      kind: 'echo',
      label: { es: 'Eco', en: 'Echo' },
      config: z.object({ text: z.string().min(1) }),
    },
  ];
  return { stepKinds: kinds, findStepKind: (kind: string) => kinds.find((k) => k.kind === kind) };
});

const { automationSchema } = await import('./automation');
const { commandEventOf, commandTriggerMatches } = await import('./commandTriggerMatch');

const good = {
  name: 'Clasificar incidencias',
  enabled: true,
  triggers: [{ type: 'command', collection: 'incidencias', on: ['create'] }],
  steps: [{ name: 'say', kind: 'echo', config: { text: '{{trigger.document.Name}}' } }],
};

describe('automationSchema', () => {
  it('takes a well-formed automation', () => {
    expect(automationSchema.safeParse(good).success).toBe(true);
  });

  it.each([
    ['no name', { ...good, name: '  ' }, ['name']],
    ['no trigger', { ...good, triggers: [] }, ['triggers']],
    ['no step', { ...good, steps: [] }, ['steps']],
    ['an unknown trigger', { ...good, triggers: [{ type: 'email' }] }, ['triggers', 0, 'type']],
    [
      'a command trigger listening to nothing',
      { ...good, triggers: [{ type: 'command', collection: 'x', on: [] }] },
      ['triggers', 0, 'on'],
    ],
    [
      'a bad filter op',
      {
        ...good,
        triggers: [
          {
            type: 'command',
            collection: 'x',
            on: ['create'],
            filter: [{ field: 'Estado', op: '~', value: 1 }],
          },
        ],
      },
      ['triggers', 0, 'filter', 0, 'op'],
    ],
    ['an empty cron', { ...good, triggers: [{ type: 'schedule', cron: ' ' }] }, ['triggers', 0, 'cron']],
    [
      'an unknown step kind',
      { ...good, steps: [{ name: 'a', kind: 'teleport', config: {} }] },
      ['steps', 0, 'kind'],
    ],
    [
      'a config its kind refuses',
      { ...good, steps: [{ name: 'a', kind: 'echo', config: { text: '' } }] },
      ['steps', 0, 'config', 'text'],
    ],
    [
      'a step name with a dot',
      { ...good, steps: [{ name: 'a.b', kind: 'echo', config: { text: 'x' } }] },
      ['steps', 0, 'name'],
    ],
    ['two steps of one name', { ...good, steps: [good.steps[0], good.steps[0]] }, ['steps', 1, 'name']],
  ])('refuses %s', (_name, value, path) => {
    const parsed = automationSchema.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path)).toContainEqual(path);
  });
});

describe('command triggers', () => {
  it.each([
    ['document.create', 'create'],
    ['document.merge', 'change'],
    ['document.replace', 'change'],
    ['document.delete', 'delete'],
    ['document.move', 'move'],
    ['widget.create', null],
    ['automation.create', null],
  ])('%s is the event %s', (type, event) => {
    expect(commandEventOf(type)).toBe(event);
  });

  const trigger = {
    type: 'command' as const,
    collection: 'incidencias',
    on: ['create' as const, 'change' as const],
    filter: [{ field: 'Estado', op: '==' as const, value: 'Abierta' }],
  };
  it.each([
    [
      'its collection, event and filter',
      { event: 'create', collection: 'incidencias', docId: 'a', document: { Estado: 'Abierta' } },
      true,
    ],
    [
      'another collection',
      { event: 'create', collection: 'proyectos', docId: 'a', document: { Estado: 'Abierta' } },
      false,
    ],
    [
      'another event',
      { event: 'delete', collection: 'incidencias', docId: 'a', document: { Estado: 'Abierta' } },
      false,
    ],
    [
      'a document the filter refuses',
      { event: 'change', collection: 'incidencias', docId: 'a', document: { Estado: 'Cerrada' } },
      false,
    ],
    [
      'no document to filter',
      { event: 'change', collection: 'incidencias', docId: 'a', document: null },
      false,
    ],
  ] as const)('matches %s: %s', (_name, event, expected) => {
    expect(commandTriggerMatches(trigger, event)).toBe(expected);
  });
});
