import { fieldDefinitionSchema } from '@colmena/shared/fields';
import { describe, expect, it } from 'vitest';
import { cellChange, checkCell, sameValue } from './cellChange';

const field = (key: string, type: string, extra: Record<string, unknown> = {}) =>
  fieldDefinitionSchema.parse({ key, label: { es: key, en: key }, type, ...extra });

describe('the change one cell makes', () => {
  it.each([
    ['the same value', 12, 12, { kind: 'none' }],
    ['blank for nothing', undefined, '', { kind: 'none' }],
    ['a new value', 12, 13, { kind: 'write', data: { Importe: 13 } }],
    ['a first value', undefined, 'x', { kind: 'write', data: { Importe: 'x' } }],
    ['cleared', 12, null, { kind: 'remove', data: {}, remove: ['Importe'] }],
    ['emptied list', ['a'], [], { kind: 'remove', data: {}, remove: ['Importe'] }],
  ])('%s', (_name, before, after, change) => {
    expect(cellChange({ key: 'Importe' }, before, after)).toEqual(change);
  });

  it('compares lists by content', () => {
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
  });
});

describe('a cell checked before it is sent', () => {
  it.each([
    ['a declared number', field('Importe', 'currency'), 12.5, { ok: true, value: 12.5 }],
    [
      'a declared number as text',
      field('Importe', 'currency'),
      'doce',
      { ok: false, problem: { code: 'not_number' } },
    ],
    [
      'a required field cleared',
      field('Name', 'shortText', { required: true }),
      null,
      { ok: false, problem: { code: 'required' } },
    ],
    ['a choice not offered', field('Estado', 'choice', { options: ['A'] }), 'B', { ok: false }],
  ])('%s', (_name, def, input, expected) => {
    expect(checkCell({ key: def.key, field: def, kind: 'text' }, input)).toMatchObject(expected);
  });

  it.each([
    ['a Spanish decimal', 'currency', 'Presupuesto', '1.250,5', { ok: true, value: 1250.5 }],
    ['not a number', 'number', 'Horas', 'muchas', { ok: false, message: 'data.validation.number' }],
    ['a percentage over 100', 'percent', 'Avance', '120', { ok: false, message: 'data.validation.percent' }],
    ['a bad e-mail', 'email', 'Correo', 'ana@', { ok: false, message: 'data.validation.email' }],
    ['a yes', 'boolean', 'Pagado', true, { ok: true, value: true }],
    ['a cleared text', 'text', 'Notas', '  ', { ok: true, value: null }],
    ['a cleared Name', 'text', 'Name', '', { ok: false, problem: { code: 'required' } }],
    ['a day', 'date', 'Inicio', '2026-03-05', { ok: true, value: '2026-03-05' }],
  ] as const)('undeclared: %s', (_name, kind, key, input, expected) => {
    expect(checkCell({ key, field: null, kind }, input)).toEqual(expected);
  });
});
