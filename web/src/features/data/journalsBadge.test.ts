import type { PublicCollection } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { journalsBadge } from './journalsBadge';

const proyectos: PublicCollection = {
  key: 'proyectos',
  name: 'Proyectos',
  mainCollection: 'proyectos',
  mainSortField: 'Name',
  mainSortDir: 'asc',
  secondaryCollection: 'diarios',
  secondaryName: 'Diarios',
  secondaryNameSingular: 'Diario',
  secondarySortField: 'CreatedAt',
  secondarySortDir: 'asc',
  lvlCreate: 0,
  lvlEdit: 0,
  lvlDelete: 0,
};

describe('journalsBadge', () => {
  it.each<[string, PublicCollection, unknown, string | undefined]>([
    ['one', proyectos, 1, '1 Diario'],
    ['none', proyectos, 0, '0 Diarios'],
    ['many', proyectos, 4, '4 Diarios'],
    ['no singular name', { ...proyectos, secondaryNameSingular: undefined }, 1, '1 Diarios'],
    ['no count stored', proyectos, undefined, undefined],
    ['no journals in the collection', { ...proyectos, secondaryCollection: undefined }, 3, undefined],
  ])('%s', (_case, collection, count, badge) => {
    expect(journalsBadge(collection, count)).toBe(badge);
  });
});
