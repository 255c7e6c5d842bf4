import { fieldDefinitionSchema } from '@colmena/shared/fields';
import { describe, expect, it } from 'vitest';
import { buildDeclared, declaredDirty, declaredInitial } from './declaredDraft';

const field = (key: string, type: string, extra: Record<string, unknown> = {}) =>
  fieldDefinitionSchema.parse({ key, label: { es: key, en: key }, type, ...extra });
const declared = [
  field('Name', 'shortText', { required: true }),
  field('Importe', 'currency'),
  field('Pagado', 'yesNo'),
  field('Estado', 'choice', { options: ['Abierta', 'Cerrada'], default: 'Abierta' }),
  field('Mal', 'integer', { default: 'x' }),
];

describe('the declared part of the edit form', () => {
  it('starts from the document, or from the defaults that fit', () => {
    expect(declaredInitial(declared, { Name: 'A', Importe: 5, Otro: 1 })).toEqual({ Name: 'A', Importe: 5 });
    expect(declaredInitial(declared, null)).toEqual({ Estado: 'Abierta' });
  });

  it.each([
    [
      'a create sends what was given',
      { Name: 'Obra', Importe: 10, Pagado: null },
      null,
      { data: { Name: 'Obra', Importe: 10 }, remove: [] },
    ],
    [
      'an edit sends what changed and removes what was emptied',
      { Name: 'Obra', Importe: 12, Pagado: null, Estado: 'Abierta' },
      { Name: 'Obra', Importe: 10, Pagado: true, Estado: 'Abierta' },
      { data: { Importe: 12 }, remove: ['Pagado'] },
    ],
    ['an unchanged edit sends nothing', { Name: 'Obra' }, { Name: 'Obra' }, { data: {}, remove: [] }],
  ])('%s', (_name, values, original, expected) => {
    expect(buildDeclared(declared, values, original)).toEqual({ ok: true, ...expected });
  });

  it.each([
    ['a required field empty', { Name: '' }, { Name: { code: 'required' } }],
    ['a value of another type', { Name: 'x', Importe: 'mucho' }, { Importe: { code: 'not_number' } }],
    ['an option not offered', { Name: 'x', Estado: 'Perdida' }, { Estado: { code: 'not_option' } }],
  ])('refuses %s, by field', (_name, values, problems) => {
    expect(buildDeclared(declared, values, null)).toEqual({ ok: false, problems });
  });

  it('knows when something changed', () => {
    expect(declaredDirty(declared, { Name: 'A' }, { Name: 'A' })).toBe(false);
    expect(declaredDirty(declared, { Name: 'A', Pagado: false }, { Name: 'A' })).toBe(true);
    expect(declaredDirty(declared, { Name: 'A', Pagado: null }, { Name: 'A' })).toBe(false);
  });
});
