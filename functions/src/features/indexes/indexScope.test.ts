import { type Company, companySchema } from '@colmena/shared/schemas';
import { describe, expect, it } from 'vitest';
import { indexScope, inScope } from './indexScope';

const company: Company = companySchema.parse({
  Name: 'Acme',
  collectionsArray: [
    { key: 'proyectos', name: 'Proyectos', mainCollection: 'proyectos', secondaryCollection: 'diarios' },
    { key: 'obras', name: 'Obras', mainCollection: 'obras' },
  ],
});

describe('indexScope', () => {
  it.each<[string, boolean]>([
    ['proyectos', true],
    ['diarios', true],
    ['proyectosDeleted', true],
    ['diariosDeleted', true],
    ['obras', true],
    ['obrasDeleted', true],
    ['logs', true],
    ['agenda', true],
    ['incidencias', false],
    ['logsDeleted', false],
    ['Proyectos', false],
  ])('%s in scope: %s', (collectionGroup, expected) => {
    const index = { collectionGroup, fields: [{ fieldPath: 'a' }, { fieldPath: 'b' }] };
    expect(inScope(index, indexScope(company))).toBe(expected);
  });
});
