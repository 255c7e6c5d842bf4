import { fieldDefinitionSchema } from '@colmena/shared/fields';
import { describe, expect, it } from 'vitest';
import { buildDeclared, declaredDirty, declaredInitial, problemsAfterChange } from './declaredDraft';

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

  const [name, importe] = declared as [(typeof declared)[number], (typeof declared)[number]];
  const shown = { Name: { code: 'required' }, Importe: { code: 'not_number' } } as const;
  it.each([
    ['a fixed field loses its problem', name, 'Obra', { Importe: { code: 'not_number' } }],
    ['a field still wrong keeps one, for its new value', importe, 'x', shown],
    ['a field emptied again is required again', name, '', shown],
    ['a field emptied that was wrong is fine empty', importe, null, { Name: { code: 'required' } }],
  ])('once a value changes after a refused save: %s', (_name, changed, value, expected) => {
    expect(problemsAfterChange(shown, changed, value)).toEqual(expected);
  });

  it('shows no problem while typing in a field that had none', () => {
    expect(problemsAfterChange({}, name, '')).toEqual({});
    expect(problemsAfterChange({ Importe: { code: 'not_number' } }, name, '')).toEqual({
      Importe: { code: 'not_number' },
    });
  });
});
