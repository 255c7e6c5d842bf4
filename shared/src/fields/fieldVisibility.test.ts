import { describe, expect, it } from 'vitest';
import { checkDocumentFields } from './checkFieldValue';
import { type FieldDefinitionInput, fieldDefinitionSchema, fieldListSchema } from './fieldDefinition';
import { isFieldShown, withoutHiddenValues } from './fieldVisibility';

const def = (input: Partial<FieldDefinitionInput> & { key: string }) =>
  fieldDefinitionSchema.parse({ label: { es: input.key, en: input.key }, type: 'shortText', ...input });

describe('isFieldShown', () => {
  it.each([
    ['no condition', undefined, {}, true],
    ['any value: the other field is empty', { field: 'Tipo' }, { Tipo: '' }, false],
    ['any value: the other field is absent', { field: 'Tipo' }, {}, false],
    ['any value: the other field has one', { field: 'Tipo' }, { Tipo: 'Obra' }, true],
    ['equals: the same', { field: 'Tipo', equals: 'Avería' }, { Tipo: 'Avería' }, true],
    ['equals: another', { field: 'Tipo', equals: 'Avería' }, { Tipo: 'Obra' }, false],
    [
      'equals: among multiple choices',
      { field: 'Zonas', equals: 'Baño' },
      { Zonas: ['Cocina', 'Baño'] },
      true,
    ],
    ['equals: not among them', { field: 'Zonas', equals: 'Baño' }, { Zonas: ['Cocina'] }, false],
    ['equals true: yes', { field: 'Urgente', equals: true }, { Urgente: true }, true],
    ['equals true: no', { field: 'Urgente', equals: true }, { Urgente: false }, false],
    ['any value: a no is a value', { field: 'Urgente' }, { Urgente: false }, true],
    ['equals a number', { field: 'Plantas', equals: 2 }, { Plantas: 2 }, true],
  ])('%s', (_, showWhen, values, shown) => {
    expect(isFieldShown({ showWhen }, values)).toBe(shown);
  });
});

describe('a hidden field', () => {
  const fields = [
    def({ key: 'Tipo', type: 'choice', options: ['Obra', 'Avería'] }),
    def({ key: 'Pieza', required: true, showWhen: { field: 'Tipo', equals: 'Avería' } }),
    def({ key: 'Horas', type: 'integer', showWhen: { field: 'Tipo' } }),
  ];
  it('is not required while hidden, and is once shown', () => {
    expect(checkDocumentFields(fields, { Tipo: 'Obra' })).toEqual({});
    expect(Object.keys(checkDocumentFields(fields, { Tipo: 'Avería' }))).toEqual(['Pieza']);
  });
  it('still has its type checked when a value comes for it', () => {
    expect(Object.keys(checkDocumentFields(fields, { Horas: 'muchas' }))).toEqual(['Horas']);
  });
  it('is not sent: its value is left out of what the form sends', () => {
    expect(withoutHiddenValues(fields, { Tipo: 'Obra', Pieza: 'Grifo', Horas: 3 })).toEqual({
      Tipo: 'Obra',
      Horas: 3,
    });
  });
});

describe('the condition in a field list', () => {
  const base = { label: { es: 'x', en: 'x' }, type: 'shortText' };
  it.each([
    [
      'another field of the list',
      [
        { ...base, key: 'A' },
        { ...base, key: 'B', showWhen: { field: 'A' } },
      ],
      true,
    ],
    [
      'a field declared after it',
      [
        { ...base, key: 'B', showWhen: { field: 'A' } },
        { ...base, key: 'A' },
      ],
      true,
    ],
    ['itself', [{ ...base, key: 'A', showWhen: { field: 'A' } }], false],
    ['a field the list lacks', [{ ...base, key: 'A', showWhen: { field: 'Z' } }], false],
  ])('%s', (_, list, ok) => {
    expect(fieldListSchema.safeParse(list).success).toBe(ok);
  });
});
