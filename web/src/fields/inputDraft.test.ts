import { describe, expect, it } from 'vitest';
import { draftText, sameValue } from './inputDraft';

const shown = (value: unknown) => `value:${JSON.stringify(value)}`;

describe('an input draft', () => {
  it.each([
    ['no draft yet', 12, null, 'value:12'],
    ['the value is what the draft sent', 12, { text: '12,', sent: 12 }, '12,'],
    ['a cleared draft and no value', null, { text: '', sent: null }, ''],
    ['a cleared draft and an undefined value', undefined, { text: '', sent: null }, ''],
    ['invalid text is the value', '12a', { text: '12a', sent: '12a' }, '12a'],
    ['the value changed from outside', 30, { text: '12,', sent: 12 }, 'value:30'],
    ['a form reset to nothing', null, { text: '12,', sent: 12 }, 'value:null'],
    ['an object equal by content', { lat: 1, lng: 2 }, { text: '1', sent: { lat: 1, lng: 2 } }, '1'],
  ] as const)('%s', (_, value, draft, expected) => {
    expect(draftText(value, draft, shown)).toBe(expected);
  });

  it.each([
    [1, 1, true],
    [0, -0, false],
    [Number.NaN, Number.NaN, true],
    [null, undefined, false],
    [['a'], ['a'], true],
    [['a'], ['b'], false],
    [{ a: 1 }, null, false],
  ] as const)('%j same as %j: %s', (a, b, expected) => {
    expect(sameValue(a, b)).toBe(expected);
  });
});
