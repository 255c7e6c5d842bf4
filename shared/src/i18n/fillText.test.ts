import { describe, expect, it } from 'vitest';
import { fillText } from './fillText';

const rows = '{count, plural, one {# fila} other {# filas}}';

describe('fillText', () => {
  it.each<[string, 'es' | 'en', Record<string, string | number> | undefined, string]>([
    ['Hola {name}', 'es', { name: 'Ana' }, 'Hola Ana'],
    ['Hola {name}', 'es', {}, 'Hola {name}'],
    ['Hola {name}', 'es', undefined, 'Hola {name}'],
    [rows, 'es', { count: 1 }, '1 fila'],
    [rows, 'es', { count: 0 }, '0 filas'],
    [rows, 'es', { count: 2 }, '2 filas'],
    [rows, 'es', { count: 12500 }, '12500 filas'],
    [rows, 'es', { count: '12.500' }, '12.500 filas'],
    [rows, 'es', { count: '1' }, '1 fila'],
    [`Importar ${rows} en {name}`, 'es', { count: 1, name: 'Obras' }, 'Importar 1 fila en Obras'],
    ['{count, plural, =0 {ninguna} one {una} other {# filas}}', 'es', { count: 0 }, 'ninguna'],
    [
      '{count, plural, one {# row of {total}} other {# rows of {total}}}',
      'en',
      { count: 1, total: 9 },
      '1 row of 9',
    ],
    [rows, 'es', {}, rows],
    ['{count, plural, one {# fila}', 'es', { count: 1 }, '{count, plural, one {# fila}'],
    ['{count, plural, nonsense}', 'es', { count: 1 }, '{count, plural, nonsense}'],
    ['{a} y {b}', 'es', { a: 1, b: 'x' }, '1 y x'],
  ])('%s (%s, %o) → %s', (text, language, params, expected) => {
    expect(fillText(text, language, params)).toBe(expected);
  });
});
