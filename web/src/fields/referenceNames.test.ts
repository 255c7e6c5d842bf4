import type { PublicCollection, StoredDoc } from '@colmena/shared';
import type { FieldDefinition } from '@colmena/shared/fields';
import { describe, expect, it } from 'vitest';
import { lookUpName, namesById, referenceSourceKey, referenceSources } from './referenceNames';

const field = (key: string, type: FieldDefinition['type'], extra: Partial<FieldDefinition> = {}) =>
  ({ key, type, label: { es: key, en: key }, ...extra }) as FieldDefinition;

const proyectos = {
  key: 'proyectos',
  mainCollection: 'proyectos',
  mainSortField: 'Name',
  mainSortDir: 'asc',
} as PublicCollection;

const doc = (FireId: string, fields: Record<string, unknown>) =>
  ({ FireId, collection: 'x', ...fields }) as StoredDoc;

describe('referenceSourceKey', () => {
  it.each([
    ['contact', field('Jefe', 'contact'), 'agenda'],
    ['document reference', field('Obra', 'documentRef', { collection: 'proyectos' }), 'proyectos'],
    ['reference without collection', field('Obra', 'documentRef'), null],
    ['short text', field('Nota', 'shortText'), null],
  ])('%s', (_, f, expected) => {
    expect(referenceSourceKey(f)).toBe(expected);
  });
});

describe('referenceSources', () => {
  it('reads the agenda once and each referenced collection once, nothing for other types', () => {
    const sources = referenceSources(
      [
        field('Jefe', 'contact'),
        field('Cliente', 'contact'),
        field('Obra', 'documentRef', { collection: 'proyectos' }),
        field('Otra', 'documentRef', { collection: 'proyectos' }),
        field('Perdida', 'documentRef', { collection: 'nada' }),
        field('Nota', 'shortText'),
      ],
      [proyectos],
    );
    expect(sources.map((s) => s.source)).toEqual(['agenda', 'proyectos']);
    expect(sources[1]?.request).toEqual({ collection: 'proyectos', orderBy: ['Name', 'asc'], limit: 2000 });
  });

  it('reads nothing when no field holds a reference', () => {
    expect(referenceSources([field('Nota', 'shortText')], [proyectos])).toEqual([]);
  });
});

describe('lookUpName', () => {
  const sources = referenceSources(
    [field('Jefe', 'contact'), field('Obra', 'documentRef', { collection: 'proyectos' })],
    [proyectos],
  );
  const label = (source: string) => {
    const found = sources.find((s) => s.source === source);
    if (!found) throw new Error(`no source ${source}`);
    return found.label;
  };
  const names = lookUpName(
    new Map([
      [
        'agenda',
        namesById([doc('c-ana', { Name: 'Ana', Surname: 'Ruiz', Rol: 'Empleado' })], label('agenda')),
      ],
      [
        'proyectos',
        namesById([doc('p-018', { Name: 'Cocina Vallecas' }), doc('p-019', {})], label('proyectos')),
      ],
    ]),
  );
  it.each([
    ['a contact by its full name', field('Jefe', 'contact'), 'c-ana', 'Ana Ruiz'],
    [
      'a project by its Name',
      field('Obra', 'documentRef', { collection: 'proyectos' }),
      'p-018',
      'Cocina Vallecas',
    ],
    [
      'a project without Name by its id',
      field('Obra', 'documentRef', { collection: 'proyectos' }),
      'p-019',
      'p-019',
    ],
    ['an id nobody may read: unknown', field('Jefe', 'contact'), 'c-zzz', undefined],
    ['a value that is not an id', field('Jefe', 'contact'), 7, undefined],
    ['a field of another type', field('Nota', 'shortText'), 'c-ana', undefined],
  ])('%s', (_, f, value, expected) => {
    expect(names(f, value)).toBe(expected);
  });
});
