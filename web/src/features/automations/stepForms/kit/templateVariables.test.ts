import { describe, expect, it } from 'vitest';
import { insertAt, templateVariables } from './templateVariables';

describe('templateVariables', () => {
  const steps = [{ name: 'fetch' }, { name: 'label' }, { name: 'write' }];

  it('offers the trigger variables, then the names of earlier steps only', () => {
    expect(
      templateVariables([{ type: 'schedule', cron: '0 8 * * 1', timezone: 'Europe/Madrid' }], steps, 2),
    ).toEqual(['{{trigger.dueAt}}', '{{steps.fetch}}', '{{steps.label}}']);
  });

  it('the first step has no earlier step; two triggers give their variables once each', () => {
    expect(
      templateVariables(
        [{ type: 'command', collection: 'proyectos', on: ['create'], filters: [] }, { type: 'manual' }],
        steps,
        0,
      ),
    ).toEqual([
      '{{trigger.document.Name}}',
      '{{trigger.docId}}',
      '{{trigger.collection}}',
      '{{trigger.event}}',
    ]);
  });

  it('leaves out a step name a template cannot read', () => {
    expect(templateVariables([], [{ name: 'a b' }, { name: '' }, { name: 'ok' }], 3)).toEqual([
      '{{steps.ok}}',
    ]);
  });
});

describe('insertAt', () => {
  it.each([
    ['at the caret', 'Hola !', 5, 5, 'Hola {{x}}!', 10],
    ['over the selection', 'Hola mundo', 5, 10, 'Hola {{x}}', 10],
    ['at the end when no caret is known', 'Hola ', null, null, 'Hola {{x}}', 10],
    ['clamped to the text', 'ab', 9, 12, 'ab{{x}}', 7],
  ])('%s', (_, text, start, end, expected, caret) => {
    expect(insertAt(text, '{{x}}', start, end)).toEqual({ text: expected, caret });
  });
});
