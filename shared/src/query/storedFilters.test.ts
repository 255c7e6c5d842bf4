import { describe, expect, it } from 'vitest';
import type { QueryContext } from './queryContext';
import {
  dataRoleFor,
  storedFilterClauses,
  storedFiltersReadDocument,
  withStoredFilters,
} from './storedFilters';
import { resolveWidgetQuery } from './widgetQuery';

const ctx: QueryContext = {
  now: new Date('2026-03-15T10:30:00.000Z'),
  uid: 'u-1',
  contactId: 'c-1',
  documentId: 'p-1',
  document: { Zona: 'Norte' },
  currentCollection: null,
  place: 'company',
};

const open = { filters: [{ field: 'Estado', condition: '==', dataType: 'text', data: 'Abierto' }] };
const mine = { filters: [{ field: 'Responsable', condition: '==', dataType: 'userid' }] };
const recent = { filters: [{ field: 'CreatedAt', condition: '>=', dataType: 'xDaysAgo', data: 7 }] };

describe('storedFilterClauses', () => {
  it.each([
    ['no stored filter', {}, 'main', []],
    ['null stored filters', { mainQuery: null, mainFilter: null }, 'main', []],
    ['mainQuery on the main list', { mainQuery: open }, 'main', [['Estado', '==', 'Abierto']]],
    [
      'mainQuery then mainFilter',
      { mainQuery: open, mainFilter: mine },
      'main',
      [
        ['Estado', '==', 'Abierto'],
        ['Responsable', '==', 'u-1'],
      ],
    ],
    ['secondaryQuery is not the main list', { secondaryQuery: open }, 'main', []],
    ['main filters are not the journals', { mainQuery: open, mainFilter: mine }, 'secondary', []],
    [
      'secondaryQuery on journals, value kinds resolved',
      { secondaryQuery: recent },
      'secondary',
      [['CreatedAt', '>=', '2026-03-08T00:00:00.000Z']],
    ],
    ['an empty filter list', { mainQuery: { filters: [] } }, 'main', []],
  ] as const)('%s', (_name, def, role, where) => {
    expect(storedFilterClauses(def, role, ctx)).toEqual({ ok: true, where });
  });

  it.each([
    ['a stored value of another shape', { mainQuery: { where: [] } }, 'error_loading_data'],
    ['a text', { mainFilter: 'Estado' }, 'error_loading_data'],
    [
      'a field that is no path',
      { mainQuery: { filters: [{ ...open.filters[0], field: 'a..b' }] } },
      'error_loading_data',
    ],
    [
      'more than three rows',
      { mainQuery: { filters: [open.filters[0], open.filters[0], open.filters[0], open.filters[0]] } },
      'error_loading_data',
    ],
    ['a value kind without its value', { mainQuery: mine }, 'value_undefined'],
  ] as const)('refuses %s', (_name, def, error) => {
    const signedOut = { ...ctx, uid: null };
    expect(storedFilterClauses(def, 'main', signedOut)).toEqual({ ok: false, error });
  });
});

describe('withStoredFilters', () => {
  const query = {
    collection: 'proyectos',
    where: [['Zona', '==', 'Sur']] as [string, '==', string][],
    limit: 50,
  };

  it('adds the stored filters after the caller’s own', () => {
    expect(withStoredFilters(query, { mainQuery: open }, 'main', ctx)).toEqual({
      ok: true,
      query: {
        ...query,
        where: [
          ['Zona', '==', 'Sur'],
          ['Estado', '==', 'Abierto'],
        ],
      },
    });
  });

  it('leaves a query of a definition without stored filters as it is', () => {
    expect(withStoredFilters(query, {}, 'main', ctx)).toEqual({ ok: true, query });
  });

  it('refuses a combination Firestore would refuse (two inequality fields)', () => {
    const ranged = { ...query, where: [['Importe', '>', 5]] as [string, '>', number][] };
    expect(withStoredFilters(ranged, { mainQuery: recent }, 'main', ctx)).toEqual({
      ok: false,
      error: 'bad_request',
    });
  });
});

describe('the data alias of a widget query', () => {
  const current = {
    key: 'proyectos',
    mainCollection: 'proyectos',
    secondaryCollection: 'diarios',
    mainQuery: open,
    secondaryQuery: recent,
  };

  it.each([
    ['company', 'proyectos', [['Estado', '==', 'Abierto']]],
    ['project', 'proyectos', [['Estado', '==', 'Abierto']]],
    ['journal', 'diarios', [['CreatedAt', '>=', '2026-03-08T00:00:00.000Z']]],
  ] as const)('on a %s place reads %s with its stored filters', (place, collection, where) => {
    const result = resolveWidgetQuery({ collection: 'data' }, { ...ctx, place, currentCollection: current });
    expect(result).toEqual({ ok: true, query: { collection, where, limit: 10000 } });
  });

  it('a widget naming the collection itself reads it unfiltered', () => {
    const result = resolveWidgetQuery({ collection: 'proyectos' }, { ...ctx, currentCollection: current });
    expect(result).toEqual({ ok: true, query: { collection: 'proyectos', where: [], limit: 10000 } });
  });

  it('the entry’s own filters come first', () => {
    const entry = {
      collection: 'data',
      filters: [{ field: 'Zona', condition: '==' as const, dataType: 'text' as const, data: 'Sur' }],
    };
    const result = resolveWidgetQuery(entry, { ...ctx, currentCollection: current });
    expect(result.ok && result.query.where).toEqual([
      ['Zona', '==', 'Sur'],
      ['Estado', '==', 'Abierto'],
    ]);
  });

  it('a stored filter that cannot be read fails the query', () => {
    const broken = { ...current, mainQuery: 'Estado' };
    expect(resolveWidgetQuery({ collection: 'data' }, { ...ctx, currentCollection: broken })).toEqual({
      ok: false,
      error: 'error_loading_data',
    });
  });
});

describe('helpers', () => {
  it.each([
    ['journal', 'secondary'],
    ['project', 'main'],
    ['company', 'main'],
    ['public', 'main'],
    [undefined, 'main'],
  ] as const)('dataRoleFor(%s) is %s', (place, role) => {
    expect(dataRoleFor(place)).toBe(role);
  });

  it('tells when the stored filters read the document on screen', () => {
    const byField = { filters: [{ field: 'Zona', condition: '==', dataType: 'datafield', data: 'Zona' }] };
    expect(storedFiltersReadDocument({ mainFilter: byField }, 'main')).toBe(true);
    expect(storedFiltersReadDocument({ mainFilter: byField }, 'secondary')).toBe(false);
    expect(storedFiltersReadDocument({ mainQuery: open }, 'main')).toBe(false);
  });
});
