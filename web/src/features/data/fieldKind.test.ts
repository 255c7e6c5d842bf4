import { describe, expect, it } from 'vitest';
import { type FieldKind, fieldKind, keptKind } from './fieldKind';
import { fieldText, isPlaceholder } from './fieldText';

describe('fieldKind', () => {
  it.each([
    ['Activo', true, 'boolean'],
    ['Presupuesto', 35700, 'currency'],
    ['Precio', 12, 'currency'],
    ['Porcentaje', 45, 'percent'],
    ['Avance %', 45, 'percent'],
    ['Metros', 12.5, 'number'],
    ['CreatedAt', '2025-01-01T16:45:00.000Z', 'date'],
    ['Entrega', '2025-01-01', 'date'],
    ['Código', '2025-99-99', 'text'],
    ['email', 'ana@demo.test', 'email'],
    ['Contacto', 'ana@demo.test', 'email'],
    ['Correo', '', 'email'],
    ['Name', 'Reforma de baño', 'text'],
    ['Notas', 'a'.repeat(90), 'longText'],
    ['Notas', 'una\ndos', 'longText'],
    ['owners', ['c-client'], 'list'],
    ['ImgArray', [], 'list'],
    ['Mixed', [1, 'a'], 'object'],
    ['Dirección', { calle: 'Mayor' }, 'object'],
    ['Porcentaje', undefined, 'percent'],
    ['Otro', null, 'text'],
  ])('%s = %j -> %s', (name, value, kind) => {
    expect(fieldKind(name, value)).toBe(kind);
  });
});

describe('keptKind: what a field added to one record reads as once saved', () => {
  it.each<[string, FieldKind, FieldKind]>([
    ['Avance obra', 'percent', 'number'],
    ['Avance %', 'percent', 'percent'],
    ['Porcentaje', 'percent', 'percent'],
    ['Porcentaje', 'number', 'percent'],
    ['Extras', 'currency', 'number'],
    ['Importe extra', 'currency', 'currency'],
    ['Importe extra', 'number', 'currency'],
    ['Metros', 'number', 'number'],
    ['Entrega', 'date', 'date'],
    ['Pagado', 'boolean', 'boolean'],
    ['Notas', 'longText', 'longText'],
    ['Etiquetas', 'list', 'list'],
    ['Contacto', 'email', 'email'],
  ])('%s as %s -> %s', (name, kind, kept) => {
    expect(keptKind(name, kind)).toBe(kept);
  });
});

describe('fieldText', () => {
  it.each([
    ['Estado', undefined, '[Sin Valor en la BD]'],
    ['Estado', null, '[Sin Valor en la BD]'],
    ['Estado', '', '[Texto vacío en la BD]'],
    ['Activo', true, 'Verdadero'],
    ['Activo', false, 'Falso'],
    ['Metros', 1234567.891, '1.234.567,891'],
    ['Presupuesto', 35700, '35.700,00\u00a0€'],
    ['Porcentaje', 12.5, '12,5\u00a0%'],
    ['Estado', 'En curso', 'En curso'],
    ['owners', ['c-1', 'c-2'], 'c-1, c-2'],
    ['ImgArray', [], '[Sin Valor en la BD]'],
  ])('%s = %j -> %s', (name, value, text) => {
    expect(fieldText(name, value)).toBe(text);
  });

  it('shows ISO dates es-ES, the day alone when short', () => {
    expect(fieldText('CreatedAt', '2025-01-06T10:00:00.000Z')).toMatch(/^0[56]\/01\/2025, \d{2}:\d{2}$/);
    expect(fieldText('CreatedAt', '2025-01-06T10:00:00.000Z', { short: true })).toMatch(/^0[56]\/01\/2025$/);
  });

  it.each([
    [undefined, true],
    ['', true],
    [[], true],
    [0, false],
    [false, false],
    ['x', false],
  ])('isPlaceholder(%j) = %s', (value, expected) => {
    expect(isPlaceholder(value)).toBe(expected);
  });
});
