import type { StoredDoc } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { foldText, searchDocs } from './searchDocs';

const doc = (FireId: string, fields: Record<string, unknown>): StoredDoc => ({
  FireId,
  collection: 'proyectos',
  ...fields,
});

const docs = [
  doc('p-1', { Name: 'Reforma de baño · Calle Mayor 94', Habitación: 'Baño principal', Presupuesto: 35400 }),
  doc('p-2', { Name: 'Pintura del salón', Habitación: 'Salón', Estado: 'En curso', Activo: true }),
  doc('p-3', { Name: 'Cocina', Habitación: 'Cocina', owners: ['c-client'] }),
];

describe('searchDocs with the interface words for yes and no', () => {
  it.each([
    ['si', ['p-2']],
    ['verdadero', []],
  ])('%s -> %j', (query, ids) => {
    expect(searchDocs(docs, query, { true: 'Sí', false: 'No' }).map((d) => d.FireId)).toEqual(ids);
  });
});

describe('searchDocs', () => {
  it.each([
    ['', ['p-1', 'p-2', 'p-3']],
    ['   ', ['p-1', 'p-2', 'p-3']],
    ['bano', ['p-1']],
    ['BAÑO mayor', ['p-1']],
    ['salon curso', ['p-2']],
    ['verdadero', ['p-2']],
    ['35.400', ['p-1']],
    ['35400', ['p-1']],
    ['cocina', ['p-3']],
    ['p-2', []],
    ['proyectos', []],
    ['c-client', ['p-3']],
    ['nada', []],
  ])('%j finds %j', (query, ids) => {
    expect(searchDocs(docs, query).map((d) => d.FireId)).toEqual(ids);
  });
});

describe('foldText', () => {
  it.each([
    ['Habitación', 'habitacion'],
    ['ÑANDÚ', 'nandu'],
  ])('%s -> %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});
