import type { PublicCollection, StoredDoc } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { moveMisfit } from './moveMisfit';

const incidencias = {
  key: 'incidencias',
  name: 'Incidencias',
  mainCollection: 'incidencias',
  fields: [
    { key: 'Descripcion', label: { es: 'Descripción', en: 'Description' }, type: 'longText', required: true },
    { key: 'Estado', label: { es: 'Estado', en: 'Status' }, type: 'choice', options: ['Abierta', 'Cerrada'] },
    { key: 'Horas', label: { es: 'Horas', en: 'Hours' }, type: 'integer' },
  ],
} as unknown as PublicCollection;

const doc = (data: Record<string, unknown>) =>
  ({ FireId: 'p1', collection: 'proyectos', ...data }) as StoredDoc;

describe('moveMisfit', () => {
  it.each<[string, Record<string, unknown>, string | null, string | null]>([
    ['fits: declared values right, a required one missing', { Name: 'P', Estado: 'Abierta' }, null, null],
    ['fits: only undeclared fields', { Name: 'P', Pagado: true }, null, null],
    ['an option the target does not have', { Estado: 'Presupuesto' }, 'Estado', 'not_option'],
    ['text where a whole number goes', { Horas: 'muchas' }, 'Horas', 'not_number'],
    ['the first declared field wins', { Horas: 'x', Estado: 'Presupuesto' }, 'Estado', 'not_option'],
  ])('%s', (_, data, field, code) => {
    const misfit = moveMisfit(incidencias, doc(data));
    expect(misfit?.field.key ?? null).toBe(field);
    expect(misfit?.problem.code ?? null).toBe(code);
  });

  it('a collection that declares nothing takes anything', () => {
    expect(moveMisfit({ ...incidencias, fields: undefined }, doc({ Estado: 1 }))).toBeNull();
  });
});
