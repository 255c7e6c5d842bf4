import { describe, expect, it } from 'vitest';
import { exceedsThreadBytes, jsonLengthAtMost, maxThreadBytes } from './threadSize';

const m = (body: string, extra: Record<string, unknown> = {}) => ({
  key: 'k-0001',
  from: 'u-manager',
  body,
  at: '2026-11-26T12:00:00.000Z',
  ...extra,
});
const json = (messages: unknown[]) => JSON.stringify(messages).length;

describe('thread size: the JSON of its messages against the limit', () => {
  it.each<[string, unknown[]]>([
    ['no messages', []],
    ['plain text', [m('Mañana a las 8 en la obra')]],
    ['quotes, backslashes and line breaks (escaped as two)', [m('"sí"\\\n\t'.repeat(50))]],
    ['control characters and lone surrogates (escaped as six)', [m('\u0001\udc00'.repeat(50))]],
    ['the original data’s date field', [m('x', { date: '2026-01-13' }), m('y')]],
  ])('the bound is never under the JSON: %s', (_case, messages) => {
    const bound = jsonLengthAtMost(messages);
    expect(bound).not.toBeNull();
    expect(bound).toBeGreaterThanOrEqual(json(messages));
  });

  it.each<[string, unknown[]]>([
    ['a number field', [m('x', { n: 1 })]],
    ['a nested object', [m('x', { meta: { a: 'b' } })]],
    ['not an object', ['x']],
    ['null', [null]],
  ])('no bound, only the JSON tells: %s', (_case, messages) => {
    expect(jsonLengthAtMost(messages)).toBeNull();
  });

  it.each<[string, unknown[], number, boolean]>([
    ['far under', [m('hola')], maxThreadBytes, false],
    ['exactly at the limit is kept', [m('a'.repeat(100))], json([m('a'.repeat(100))]), false],
    ['one over the limit', [m('a'.repeat(100))], json([m('a'.repeat(100))]) - 1, true],
    ['escapes counted as JSON writes them', [m('"'.repeat(100))], json([m('"'.repeat(100))]) - 1, true],
    ['with no bound, by the JSON', [m('x', { n: 12345 })], json([m('x', { n: 12345 })]) - 1, true],
    ['with no bound, under', [m('x', { n: 12345 })], json([m('x', { n: 12345 })]), false],
  ])('%s', (_case, messages, limit, expected) => {
    expect(exceedsThreadBytes(messages, limit)).toBe(expected);
  });

  it('measures only what follows the last frozen message it measured (a thread’s shared messages)', () => {
    const stored = Array.from({ length: 3 }, (_, i) => Object.freeze(m(`mensaje ${i}`)));
    const all = jsonLengthAtMost(stored) ?? 0;
    expect(all).toBeGreaterThanOrEqual(json(stored));
    // The next send's read: the same frozen messages and the new one (its bound added alone).
    const next = [...stored, m('nuevo')];
    expect(jsonLengthAtMost(next)).toBe(all + (jsonLengthAtMost([m('nuevo')]) ?? 0) - 2);
    // What it remembers is the thread's bound up to each: the messages before are not walked again.
    expect(jsonLengthAtMost([stored[2]])).toBe(all);
    expect(jsonLengthAtMost([{ ...stored[2] }])).toBeLessThan(all);
  });
});
