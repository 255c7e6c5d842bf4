import { describe, expect, it } from 'vitest';
import type { WidgetQuery } from '../schemas/widgetQuery';
import type { QueryContext } from './queryContext';
import { type ResolveWidgetQueryResult, resolveWidgetQuery } from './widgetQuery';

const ctx: QueryContext = {
  now: new Date('2026-03-15T10:00:00.000Z'),
  uid: 'uid-1',
  contactId: 'c-1',
  documentId: 'p-7',
  document: { Name: 'Obra' },
  currentCollection: { key: 'proyectos', mainCollection: 'proyectos', secondaryCollection: 'diarios' },
  place: 'company',
};
const badRequest: ResolveWidgetQueryResult = { ok: false, error: 'bad_request' };

describe('resolveWidgetQuery: collection', () => {
  it.each<[string, string, Partial<QueryContext>, string | null]>([
    ['a named collection', 'incidencias', {}, 'incidencias'],
    ['"data" on company', 'data', {}, 'proyectos'],
    ['"data" on public', 'data', { place: 'public' }, 'proyectos'],
    ['"data" on a project', 'data', { place: 'project' }, 'proyectos'],
    ['"data" on a journal', 'data', { place: 'journal' }, 'diarios'],
    ['"data" without a current collection', 'data', { currentCollection: null }, null],
    [
      '"data" on a journal without a secondary',
      'data',
      { place: 'journal', currentCollection: { key: 'k', mainCollection: 'm' } },
      null,
    ],
    [
      '"data" naming a bad collection',
      'data',
      { currentCollection: { key: 'k', mainCollection: 'a/b' } },
      null,
    ],
    ['a collection with a slash', 'tenants/x', {}, null],
    ['"Data" is a collection name, not the alias', 'Data', {}, 'Data'],
  ])('%s', (_name, collection, change, expected) => {
    const result = resolveWidgetQuery({ collection }, { ...ctx, ...change });
    expect(result).toEqual(
      expected === null ? badRequest : { ok: true, query: { collection: expected, where: [], limit: 10000 } },
    );
  });
});

describe('resolveWidgetQuery: filters, order and limit', () => {
  it('resolves every filter value and the order', () => {
    const entry: WidgetQuery = {
      collection: 'diarios',
      limit: 20,
      onlyOnPage: true,
      filters: [
        { field: 'ProjectId', condition: '==', dataType: 'dataid' },
        { field: 'CreatedAt', condition: '>=', dataType: 'xDaysAgo', data: 7 },
        { field: 'Estado', condition: 'in', dataType: 'text', data: ['Abierta', 'En revisión'] },
      ],
      order: { field: 'CreatedAt', direction: 'desc' },
    };
    expect(resolveWidgetQuery(entry, ctx)).toEqual({
      ok: true,
      query: {
        collection: 'diarios',
        where: [
          ['ProjectId', '==', 'p-7'],
          ['CreatedAt', '>=', '2026-03-08T00:00:00.000Z'],
          ['Estado', 'in', ['Abierta', 'En revisión']],
        ],
        orderBy: ['CreatedAt', 'desc'],
        limit: 20,
      },
    });
  });

  it.each<[string, WidgetQuery, ResolveWidgetQueryResult]>([
    [
      'blank filter rows are ignored',
      {
        collection: 'p',
        filters: [
          { field: '', condition: '==', dataType: 'text' },
          { field: '  ', condition: '==', dataType: 'userid' },
          { field: ' done ', condition: '==', dataType: 'boolTrue' },
        ],
      },
      { ok: true, query: { collection: 'p', where: [['done', '==', true]], limit: 10000 } },
    ],
    [
      'a blank order field is ignored',
      { collection: 'p', order: { field: ' ', direction: 'asc' } },
      { ok: true, query: { collection: 'p', where: [], limit: 10000 } },
    ],
    [
      'a limit above 10000 is capped',
      { collection: 'p', limit: 50000 },
      { ok: true, query: { collection: 'p', where: [], limit: 10000 } },
    ],
    ['a limit of 0', { collection: 'p', limit: 0 }, badRequest],
    ['a fractional limit', { collection: 'p', limit: 2.5 }, badRequest],
    [
      'an undefined value',
      { collection: 'p', filters: [{ field: 'to', condition: '==', dataType: 'text' }] },
      { ok: false, error: 'value_undefined' },
    ],
    [
      'a bad date',
      { collection: 'p', filters: [{ field: 'd', condition: '>', dataType: 'date', data: 'ayer' }] },
      badRequest,
    ],
    [
      'in with a single text',
      { collection: 'p', filters: [{ field: 'e', condition: 'in', dataType: 'text', data: 'Abierta' }] },
      badRequest,
    ],
    [
      'ranges on two fields',
      {
        collection: 'p',
        filters: [
          { field: 'a', condition: '>', dataType: 'text', data: 1 },
          { field: 'b', condition: '<', dataType: 'text', data: 2 },
        ],
      },
      badRequest,
    ],
    [
      'a bad field path',
      { collection: 'p', filters: [{ field: 'a..b', condition: '==', dataType: 'boolTrue' }] },
      badRequest,
    ],
  ])('%s', (_name, entry, expected) => {
    expect(resolveWidgetQuery(entry, ctx)).toEqual(expected);
  });

  it('reports value_undefined before later problems', () => {
    const entry: WidgetQuery = {
      collection: 'p',
      filters: [
        { field: 'owner', condition: '==', dataType: 'userid' },
        { field: 'd', condition: '>', dataType: 'date', data: 'x' },
      ],
    };
    expect(resolveWidgetQuery(entry, { ...ctx, uid: null })).toEqual({ ok: false, error: 'value_undefined' });
  });
});
