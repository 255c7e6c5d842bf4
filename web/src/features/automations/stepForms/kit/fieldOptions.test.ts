import type { FieldDefinition } from '@colmena/shared/fields';
import { describe, expect, it } from 'vitest';
import { fieldOptionsOf } from './fieldOptions';

const budget = {
  key: 'Presupuesto',
  label: { es: 'Presupuesto', en: 'Budget' },
  type: 'currency',
} as FieldDefinition;
const state = { key: 'Estado', label: { es: 'Estado', en: 'State' }, type: 'choice' } as FieldDefinition;

describe('fieldOptionsOf', () => {
  it.each<[string, FieldDefinition[], Record<string, unknown>[], 'es' | 'en', string[]]>([
    ['nothing known: Name alone', [], [], 'es', ['Name']],
    [
      'declared fields by label, in the language',
      [budget, state],
      [],
      'en',
      ['Name', 'Budget (Presupuesto)', 'State (Estado)'],
    ],
    [
      'keys of the documents when nothing is declared, bookkeeping left out, CreatedAt last',
      [],
      [{ FireId: 'p1', collection: 'proyectos', CreatedAt: 'x', Name: 'a', Estado: 'En curso' }],
      'es',
      ['Name', 'Estado', 'CreatedAt'],
    ],
    [
      'a declared field is not listed twice',
      [state],
      [{ Estado: 'En curso', Habitación: 'Baño' }],
      'es',
      ['Name', 'Estado', 'Habitación'],
    ],
  ])('%s', (_, declared, sample, language, expected) => {
    expect(fieldOptionsOf(declared, sample, language).map((option) => option.label)).toEqual(expected);
  });
});
