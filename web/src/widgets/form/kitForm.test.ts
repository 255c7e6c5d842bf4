import type { FieldDefinition } from '@colmena/shared/fields';
import { describe, expect, it } from 'vitest';
import { fromFormValues, kitResolver, problemOf, toFormValues } from './kitForm';

const field = (patch: Partial<FieldDefinition> & Pick<FieldDefinition, 'key' | 'type'>): FieldDefinition => ({
  label: { es: patch.key, en: patch.key },
  required: false,
  onCard: false,
  ...patch,
});
const fields = [
  field({ key: 'Name', type: 'shortText', required: true }),
  field({ key: 'Horas [h]', type: 'integer', min: 0 }),
  field({ key: 'Email', type: 'email' }),
];
const resolve = (values: Record<string, unknown>) =>
  kitResolver(fields)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('kit form values', () => {
  it('names fields by place, so a key with brackets is no path', () => {
    expect(toFormValues(fields, { Name: 'A', 'Horas [h]': 2 })).toEqual({ f0: 'A', f1: 2, f2: null });
    expect(fromFormValues(fields, { f0: 'A', f1: 2 })).toEqual({ Name: 'A', 'Horas [h]': 2, Email: null });
  });

  it.each([
    ['all fit', { f0: 'Ana', f1: 3, f2: 'a@b.es' }, {}],
    ['required left empty', { f0: '', f1: null, f2: null }, { f0: 'required' }],
    [
      'below the minimum and no e-mail',
      { f0: 'A', f1: -1, f2: 'nope' },
      { f1: 'below_min', f2: 'not_email' },
    ],
    ['a typed number that is none', { f0: 'A', f1: '12a', f2: null }, { f1: 'not_number' }],
  ] as const)('resolver: %s', async (_case, values, expected) => {
    const result = await resolve(values);
    const types = Object.fromEntries(
      Object.entries(result.errors).map(([name, error]) => [name, error?.type]),
    );
    expect(types).toEqual(expected);
    expect(result.values).toEqual(Object.keys(expected).length === 0 ? values : {});
  });

  it('gives the kit’s problem back, with the limit it names', () => {
    expect(problemOf(fields[1] as FieldDefinition, -1)).toEqual({ code: 'below_min', min: 0 });
    expect(problemOf(fields[1] as FieldDefinition, 2)).toBeNull();
  });
});
