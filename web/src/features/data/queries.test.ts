import type { PublicCollection } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { journalQuery, journalsQuery, listLimit, mainListQuery, projectQuery } from './queries';

const proyectos: PublicCollection = {
  key: 'proyectos',
  name: 'Proyectos',
  mainCollection: 'proyectos',
  mainSortField: 'Name',
  mainSortDir: 'asc',
  secondaryCollection: 'diarios',
  secondarySortField: 'CreatedAt',
  secondarySortDir: 'asc',
  lvlCreate: 0,
  lvlEdit: 0,
  lvlDelete: 0,
};

describe('list queries', () => {
  it('keep the spec query limit (10000) live, so search and paging see every document', () => {
    expect(listLimit).toBe(10000);
    expect(mainListQuery(proyectos, { field: 'Name', dir: 'desc' })).toMatchObject({
      orderBy: ['Name', 'desc'],
      limit: 10000,
    });
    expect(journalsQuery(proyectos, 'p-1')?.limit).toBe(10000);
  });

  it('read the lists through the "data" alias, so the stored filters of the definition apply', () => {
    expect(mainListQuery(proyectos, { field: 'Name', dir: 'desc' })).toEqual({
      collection: 'data',
      collKey: 'proyectos',
      orderBy: ['Name', 'desc'],
      limit: 10000,
    });
    expect(journalsQuery(proyectos, 'p-1')).toEqual({
      collection: 'data',
      collKey: 'proyectos',
      place: 'journal',
      where: [['ProjectId', '==', 'p-1']],
      orderBy: ['CreatedAt', 'asc'],
      limit: 10000,
    });
    expect(journalsQuery({ ...proyectos, secondaryCollection: undefined }, 'p-1')).toBeNull();
  });
});

describe('document queries', () => {
  it('read a project by its id, not out of a list with a limit', () => {
    const query = projectQuery(proyectos, 'bench-09999');
    expect(query).toEqual({ collection: 'proyectos', docId: 'bench-09999' });
    expect(query).not.toHaveProperty('limit');
  });

  it('read a journal by its id through its project', () => {
    expect(journalQuery(proyectos, 'p-1', 'd-1')).toEqual({
      collection: 'diarios',
      where: [['ProjectId', '==', 'p-1']],
      docId: 'd-1',
    });
    expect(journalQuery({ ...proyectos, secondaryCollection: undefined }, 'p-1', 'd-1')).toBeNull();
  });
});
