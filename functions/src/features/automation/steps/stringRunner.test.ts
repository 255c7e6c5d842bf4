import { stringStepConfigSchema } from '@colmena/shared/automation/steps';
import { describe, expect, it } from 'vitest';
import { regexTimeoutMs, stringRunner } from './stringRunner';
import { runStep, stepContext, stepFailure } from './testing/stepTestKit';

const run = (config: unknown) => runStep(stringRunner, stringStepConfigSchema, config, stepContext().context);

describe('string step', () => {
  it.each<[string, Record<string, unknown>, unknown]>([
    ['template', { op: 'template', text: 'Obra Alcalá' }, 'Obra Alcalá'],
    [
      'replace with a regex, global by default',
      { op: 'replace', text: 'a-b-c', pattern: '-', replacement: '/' },
      'a/b/c',
    ],
    [
      'replace with groups and flags',
      { op: 'replace', text: 'Ana PÉREZ', pattern: '(\\w+) (\\S+)', flags: 'u', replacement: '$2, $1' },
      'PÉREZ, Ana',
    ],
    ['split', { op: 'split', text: 'a;b;c', separator: ';' }, ['a', 'b', 'c']],
    ['join a list', { op: 'join', items: ['a', 1, null, { x: 1 }], separator: ' | ' }, 'a | 1 |  | {"x":1}'],
    ['join the JSON text of a list', { op: 'join', items: '["x","y"]' }, 'x, y'],
    ['upper case', { op: 'case', text: 'ñandú', to: 'upper' }, 'ÑANDÚ'],
    ['title case', { op: 'case', text: 'calle de alcalá', to: 'title' }, 'Calle De Alcalá'],
    ['sentence case', { op: 'case', text: '  HOLA MUNDO', to: 'sentence' }, '  Hola mundo'],
    ['trim', { op: 'trim', text: '  x  ' }, 'x'],
    ['trim the end', { op: 'trim', text: '  x  ', side: 'end' }, '  x'],
    ['slice by characters', { op: 'slice', text: 'añoñ', start: 1, end: 3 }, 'ño'],
    ['slice from the end', { op: 'slice', text: 'abcdef', start: -2 }, 'ef'],
    ['number es-ES', { op: 'number', value: 1234567.891 }, '1.234.567,891'],
    ['number from text, decimals', { op: 'number', value: '1234,5', decimals: 2 }, '1.234,50'],
    ['currency', { op: 'number', value: 1234.5, style: 'currency' }, '1.234,50\u00a0€'],
    ['percent', { op: 'number', value: 12.5, style: 'percent', decimals: 1 }, '12,5\u00a0%'],
    ['date in Madrid', { op: 'date', value: '2026-03-05T23:30:00Z' }, '06/03/2026'],
    ['date and time', { op: 'date', value: '2026-03-05T10:07:00Z', withTime: true }, '05/03/2026, 11:07'],
  ])('%s', async (_, config, expected) => {
    expect(await run(config)).toEqual(expected);
  });

  it('stops a catastrophic pattern within its time limit (in the sandbox, not the server)', async () => {
    const started = Date.now();
    const error = await stepFailure(run({ op: 'replace', text: `${'a'.repeat(40)}!`, pattern: '(a+)+$' }));
    expect(error.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(regexTimeoutMs + 1000);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an invalid pattern', { op: 'replace', text: 'x', pattern: '(' }, 'bad_config'],
    ['a number that is not one', { op: 'number', value: 'doce' }, 'bad_input'],
    ['an empty number', { op: 'number', value: ' ' }, 'bad_input'],
    ['a date that is not one', { op: 'date', value: 'mañana' }, 'bad_input'],
    ['an unknown time zone', { op: 'date', value: '2026-03-05', timeZone: 'Mars/Base' }, 'bad_input'],
    ['join of something not a list', { op: 'join', items: '{"a":1}' }, 'bad_input'],
  ])('refuses %s', async (_, config, reason) => {
    expect(await stepFailure(run(config))).toMatchObject({ reason });
  });

  it.each([
    { op: 'shout', text: 'x' },
    { op: 'replace', text: 'x', pattern: 'x', flags: 'gg' },
    { op: 'replace', text: 'x', pattern: 'x', flags: 'e' },
    { op: 'replace', text: 'x', pattern: 'a'.repeat(501) },
    { op: 'case', text: 'x', to: 'camel' },
    { op: 'slice', text: 'x', start: 1.5 },
  ])('the schema refuses %o', (config) => {
    expect(stringStepConfigSchema.safeParse(config).success).toBe(false);
  });
});
