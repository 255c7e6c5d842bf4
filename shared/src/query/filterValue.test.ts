import { describe, expect, it } from 'vitest';
import type { FilterDataType, QueryFilter } from '../schemas/widgetQuery';
import { type FilterValueResult, resolveFilterValue } from './filterValue';
import type { QueryContext } from './queryContext';

// 23:30 UTC: still the 15th in UTC, already the 16th in Madrid — "today" must be the UTC day.
const now = new Date('2026-03-15T23:30:00.000Z');
const ctx: QueryContext = {
  now,
  uid: 'uid-1',
  contactId: 'c-1',
  documentId: 'p-7',
  document: { Name: 'Obra', ProjectId: 'p-1', Fecha: null, meta: { owner: 'c-9' }, zero: 0 },
  currentCollection: { key: 'proyectos', mainCollection: 'proyectos', secondaryCollection: 'diarios' },
  place: 'project',
};

const filter = (dataType: FilterDataType, data?: QueryFilter['data']): QueryFilter => ({
  field: 'f',
  condition: '==',
  dataType,
  ...(data === undefined ? {} : { data }),
});
const ok = (value: unknown): FilterValueResult => ({ ok: true, value });
const undefinedValue: FilterValueResult = { ok: false, error: 'value_undefined' };
const badRequest: FilterValueResult = { ok: false, error: 'bad_request' };

describe('resolveFilterValue', () => {
  it.each<[string, QueryFilter, FilterValueResult]>([
    ['text as given', filter('text', 'Abierta'), ok('Abierta')],
    ['text keeps numeric strings as strings', filter('text', '42'), ok('42')],
    ['text keeps numbers', filter('text', 42), ok(42)],
    ['text keeps an empty string', filter('text', ''), ok('')],
    ['text keeps lists', filter('text', ['a', 'b']), ok(['a', 'b'])],
    ['text without data', filter('text'), undefinedValue],
    ['text null', filter('text', null), undefinedValue],

    ['date from a day', filter('date', '2026-01-31'), ok('2026-01-31T00:00:00.000Z')],
    ['date with a zone', filter('date', '2026-01-31T10:00:00+02:00'), ok('2026-01-31T08:00:00.000Z')],
    ['date-time without zone is UTC', filter('date', '2026-01-31T10:00'), ok('2026-01-31T10:00:00.000Z')],
    ['date from epoch ms', filter('date', 0), ok('1970-01-01T00:00:00.000Z')],
    [
      'date list',
      filter('date', ['2026-01-01', 86400000]),
      ok(['2026-01-01T00:00:00.000Z', '1970-01-02T00:00:00.000Z']),
    ],
    ['date invalid', filter('date', 'mañana'), badRequest],
    ['date impossible', filter('date', '2026-13-01'), badRequest],
    ['date boolean', filter('date', true), badRequest],
    ['date list with an invalid item', filter('date', ['2026-01-01', 'x']), badRequest],
    ['date blank', filter('date', '  '), undefinedValue],
    ['date missing', filter('date'), undefinedValue],

    ['xDaysAgo 0 = today 00:00 UTC', filter('xDaysAgo', 0), ok('2026-03-15T00:00:00.000Z')],
    ['xDaysAgo 7', filter('xDaysAgo', 7), ok('2026-03-08T00:00:00.000Z')],
    ['xDaysAgo from text', filter('xDaysAgo', '15'), ok('2026-02-28T00:00:00.000Z')],
    ['xDaysAgo across a year', filter('xDaysAgo', 75), ok('2025-12-30T00:00:00.000Z')],
    ['xDaysAgo negative', filter('xDaysAgo', -1), badRequest],
    ['xDaysAgo fraction', filter('xDaysAgo', 1.5), badRequest],
    ['xDaysAgo not a number', filter('xDaysAgo', 'tres'), badRequest],
    ['xDaysAgo boolean', filter('xDaysAgo', true), badRequest],
    ['xDaysAgo huge', filter('xDaysAgo', 1e12), badRequest],
    ['xDaysAgo blank', filter('xDaysAgo', ''), undefinedValue],
    ['xDaysAgo missing', filter('xDaysAgo'), undefinedValue],

    ['day1month', filter('day1month'), ok('2026-03-01T00:00:00.000Z')],
    ['day1month ignores data', filter('day1month', 'x'), ok('2026-03-01T00:00:00.000Z')],
    ['day1year', filter('day1year'), ok('2026-01-01T00:00:00.000Z')],

    ['userid', filter('userid'), ok('uid-1')],
    ['dataid', filter('dataid'), ok('p-7')],
    ['datafield', filter('datafield', 'ProjectId'), ok('p-1')],
    ['datafield dotted', filter('datafield', 'meta.owner'), ok('c-9')],
    ['datafield zero', filter('datafield', 'zero'), ok(0)],
    ['datafield missing field', filter('datafield', 'Nope'), undefinedValue],
    ['datafield null field', filter('datafield', 'Fecha'), undefinedValue],
    ['datafield without a name', filter('datafield'), badRequest],
    ['datafield with a bad path', filter('datafield', 'a..b'), badRequest],
    ['boolTrue', filter('boolTrue'), ok(true)],
    ['boolFalse', filter('boolFalse', 'true'), ok(false)],
  ])('%s', (_name, f, expected) => {
    expect(resolveFilterValue(f, ctx)).toEqual(expected);
  });

  it.each<[string, FilterDataType, Partial<QueryContext>]>([
    ['userid signed out', 'userid', { uid: null }],
    ['dataid with no document', 'dataid', { documentId: null }],
    ['datafield with no document', 'datafield', { document: null }],
  ])('%s -> value_undefined', (_name, dataType, change) => {
    expect(resolveFilterValue(filter(dataType, 'ProjectId'), { ...ctx, ...change })).toEqual(undefinedValue);
  });

  it.each<[string, string, string]>([
    ['first of the month', '2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
    ['last moment of the year', '2025-12-31T23:59:59.999Z', '2025-12-31T00:00:00.000Z'],
    ['leap day', '2024-02-29T12:00:00.000Z', '2024-02-29T00:00:00.000Z'],
  ])('xDaysAgo 0 on the %s', (_name, at, expected) => {
    expect(resolveFilterValue(filter('xDaysAgo', 0), { ...ctx, now: new Date(at) })).toEqual(ok(expected));
  });

  it('day1month and day1year on 31 Dec 23:59 UTC', () => {
    const end = { ...ctx, now: new Date('2025-12-31T23:59:59.999Z') };
    expect(resolveFilterValue(filter('day1month'), end)).toEqual(ok('2025-12-01T00:00:00.000Z'));
    expect(resolveFilterValue(filter('day1year'), end)).toEqual(ok('2025-01-01T00:00:00.000Z'));
  });
});
