import { describe, expect, it } from 'vitest';
import { formatValue } from './value';

describe('formatValue (spec §8 value texts)', () => {
  it.each([
    ['undefined', undefined, '[Sin Valor en la BD]'],
    ['null', null, '[Sin Valor en la BD]'],
    ['empty text', '', '[Texto vacío en la BD]'],
    ['true', true, 'Verdadero'],
    ['false', false, 'Falso'],
    ['text', 'Casa Norte', 'Casa Norte'],
    ['blank text is still text', ' ', ' '],
    ['zero', 0, '0'],
    ['a number es-ES', 1234.5, '1.234,5'],
    ['a list', ['a', 1234, true, null], 'a, 1.234, Verdadero, [Sin Valor en la BD]'],
    ['an empty list', [], ''],
    ['an object', { a: 1 }, '{"a":1}'],
    ['a bigint', 12n, '12'],
  ])('%s', (_name, value, text) => {
    expect(formatValue(value)).toBe(text);
  });

  it('shows a Date as es-ES day and time', () => {
    expect(formatValue(new Date(2026, 2, 5, 14, 7))).toBe('05/03/2026, 14:07');
  });

  it('does not throw on a cyclic object', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(formatValue(cyclic)).toBe('[object Object]');
  });
});
