import { formatDate, formatDateTime } from '@colmena/shared/format';
import { describe, expect, it } from 'vitest';
import { fieldText, isPlaceholder } from './fieldText';

const nbsp = '\u00a0';

describe('fieldText (es-ES whatever the interface language)', () => {
  it.each<[string, string, unknown, string]>([
    ['money by its name', 'Presupuesto', 35700, `35.700,00${nbsp}€`],
    ['money, English name', 'Total price', 1234.5, `1.234,50${nbsp}€`],
    ['a percentage by its name', 'Porcentaje', 12.5, `12,5${nbsp}%`],
    ['a percentage, whole', 'Avance %', 40, `40${nbsp}%`],
    ['a plain number with thousands dot', 'Metros', 1234.567, '1.234,567'],
    ['a small number', 'Plantas', 3, '3'],
    ['money in a field not named so stays a number', 'Cantidad', 35700, '35.700'],
    ['a day alone stays that day in any zone', 'Entrega', '2026-03-05', '05/03/2026'],
    ['undefined', 'Estado', undefined, '[Sin Valor en la BD]'],
    ['null', 'Estado', null, '[Sin Valor en la BD]'],
    ['empty text', 'Estado', '', '[Texto vacío en la BD]'],
    ['an empty list', 'Etiquetas', [], '[Sin Valor en la BD]'],
    ['a list', 'Etiquetas', ['a', 'b'], 'a, b'],
    ['true', 'Activo', true, 'Verdadero'],
    ['false', 'Activo', false, 'Falso'],
    ['text that is not a date', 'Name', 'Cocina 2026', 'Cocina 2026'],
    ['an e-mail', 'email', 'ana@demo.test', 'ana@demo.test'],
    ['a number as text is left as written', 'Presupuesto', '35700', '35700'],
  ])('%s: %s %j -> %j', (_case, name, value, text) => {
    expect(fieldText(name, value)).toBe(text);
  });

  it.each<[string, unknown, string]>([
    ['true', true, 'Sí'],
    ['false', false, 'No'],
    ['text', 'Verdadero', 'Verdadero'],
    ['a missing value keeps the spec placeholder', undefined, '[Sin Valor en la BD]'],
  ])('with words for yes and no, %s reads %j', (_case, value, text) => {
    expect(fieldText('Pagado', value, { booleans: { true: 'Sí', false: 'No' } })).toBe(text);
  });

  it('shows an instant as day and time, and the day alone on cards', () => {
    const noon = '2026-03-05T12:00:00.000Z';
    expect(fieldText('CreatedAt', noon)).toBe(formatDateTime(noon));
    expect(fieldText('CreatedAt', noon)).toMatch(/^\d{2}\/03\/2026, \d{2}:\d{2}$/);
    expect(fieldText('CreatedAt', noon, { short: true })).toBe(formatDate(noon));
  });
});

describe('isPlaceholder', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    [[], true],
    [0, false],
    [false, false],
    ['x', false],
  ])('%j -> %j', (value, placeholder) => {
    expect(isPlaceholder(value)).toBe(placeholder);
  });
});
