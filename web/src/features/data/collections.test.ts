import type { PublicCollection } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { chosenSort, currentCollection, journalPath, sortId, sortOptions } from './collections';

const def = (key: string, overrides: Partial<PublicCollection> = {}): PublicCollection => ({
  key,
  name: key,
  mainCollection: key,
  mainSortField: 'Name',
  mainSortDir: 'asc',
  secondarySortField: 'CreatedAt',
  secondarySortDir: 'asc',
  lvlCreate: 0,
  lvlEdit: 0,
  lvlDelete: 0,
  ...overrides,
});

const proyectos = def('proyectos');
const incidencias = def('incidencias', { mainSortField: 'CreatedAt', mainSortDir: 'desc' });

describe('currentCollection', () => {
  it.each([
    [undefined, 'proyectos'],
    ['incidencias', 'incidencias'],
    ['secret', null],
  ])('%s -> %s', (key, expected) => {
    expect(currentCollection([proyectos, incidencias], key)?.key ?? null).toBe(expected);
  });

  it('has none when nothing is visible', () => {
    expect(currentCollection([], undefined)).toBeNull();
  });
});

describe('sortOptions', () => {
  it('puts the definition order first without repeating it', () => {
    expect(sortOptions(incidencias).map(sortId)).toEqual([
      'CreatedAt:desc',
      'Name:asc',
      'Name:desc',
      'CreatedAt:asc',
    ]);
    expect(sortOptions(proyectos).map(sortId)).toEqual([
      'Name:asc',
      'Name:desc',
      'CreatedAt:desc',
      'CreatedAt:asc',
    ]);
  });

  it.each([
    [null, 'CreatedAt:desc'],
    ['Name:desc', 'Name:desc'],
    ['Estado:asc', 'CreatedAt:desc'],
  ])('chosen %s -> %s', (id, expected) => {
    expect(sortId(chosenSort(incidencias, id))).toBe(expected);
  });
});

it('encodes path segments', () => {
  expect(journalPath('proyectos', 'p 1', 'd/1')).toBe('/data/proyectos/p%201/d%2F1');
});
