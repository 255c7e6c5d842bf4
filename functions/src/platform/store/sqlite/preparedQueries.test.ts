import { describe, expect, it } from 'vitest';
import type { StoreQuery } from '../Store';
import { compileQuery, isSlotted, normaliseQuery } from './compileQuery';
import { PreparedQueries, type PreparedQuery } from './preparedQueries';

/** A memo whose preparations are counted; each one compiles the query as the store does. */
function counted(capacity?: number) {
  const memo = new PreparedQueries(capacity);
  let made = 0;
  const prepare = (tenant: string, query: StoreQuery): PreparedQuery => {
    made++;
    const normal = normaliseQuery(query);
    return { normal, compiled: compileQuery(tenant, normal) };
  };
  const get = (tenant: string, query: StoreQuery) => memo.get(tenant, query, () => prepare(tenant, query));
  return { memo, get, made: () => made, fresh: prepare };
}

const page: StoreQuery = {
  collection: 'p',
  where: [['ProjectId', '==', 'x']],
  orderBy: ['CreatedAt', 'desc'],
  limit: 50,
};

describe('PreparedQueries', () => {
  it('prepares a query once per tenant and shape', () => {
    const m = counted();
    m.get('a', page);
    m.get('a', { ...page });
    expect(m.made()).toBe(1);
    m.get('b', page);
    expect(m.made()).toBe(2);
    m.get('a', { ...page, limit: 10 });
    expect(m.made()).toBe(3);
    // Another string: the same shape.
    m.get('a', { ...page, where: [['ProjectId', '==', 'y']] });
    expect(m.made()).toBe(3);
    // A number compiles to other SQL (its type rank): another shape.
    m.get('a', { ...page, where: [['ProjectId', '==', 7]] });
    m.get('a', { ...page, where: [['ProjectId', '==', 8]] });
    expect(m.made()).toBe(4);
    // Values written into the SQL are part of the shape.
    m.get('a', { ...page, where: [['ProjectId', 'in', ['x', 1, true, null]]] });
    m.get('a', { ...page, where: [['ProjectId', 'in', ['x', 1, true, null]]] });
    expect(m.made()).toBe(5);
    m.get('a', { ...page, where: [['ProjectId', 'in', ['y', 1, true, null]]] });
    m.get('a', { ...page, where: [['ProjectId', '==', true]] });
    m.get('a', { ...page, where: [['ProjectId', '==', null]] });
    expect(m.made()).toBe(8);
  });

  it.each<[string, StoreQuery]>([
    ['one equality', { collection: 'p', where: [['ProjectId', '==', 'gen-2']] }],
    [
      'several comparisons and an order',
      {
        collection: 'p',
        where: [
          ['Presupuesto', '>=', 1500.5],
          ['Presupuesto', '<', 9000],
          ['Owner', '==', 'u-2'],
        ],
        orderBy: ['Presupuesto', 'asc'],
        limit: 20,
      },
    ],
    ['a difference', { collection: 'p', where: [['Estado', '!=', 'Cerrado']] }],
    [
      'comparisons around a value in the SQL',
      {
        collection: 'p',
        where: [
          ['A', '<', 'm'],
          ['B', '==', false],
          ['C', 'array-contains', 'x'],
        ],
      },
    ],
  ])('answers a query of a kept shape with its own values: %s', (_, query) => {
    const m = counted();
    const other: StoreQuery = {
      ...query,
      where: (query.where ?? []).map(([field, op, value]) => [
        field,
        op,
        !isSlotted([field, op, value])
          ? value
          : typeof value === 'string'
            ? `${value}-other`
            : Number(value) + 1,
      ]),
    };
    m.get('a', query);
    const shared = m.get('a', other);
    expect(m.made()).toBe(1);
    expect(shared).toEqual(m.fresh('a', other));
    // The kept one is untouched.
    expect(m.get('a', query)).toEqual(m.fresh('a', query));
  });

  it.each<[string, StoreQuery]>([
    ['a Date value', { collection: 'p', where: [['d', '==', new Date(0)]] }],
    ['an undefined value', { collection: 'p', where: [['d', '==', undefined]] }],
    ['NaN', { collection: 'p', where: [['n', '>', Number.NaN]] }],
    ['-0', { collection: 'p', where: [['n', '==', -0]] }],
    ['a map value', { collection: 'p', where: [['m', '==', { a: 1 }]] }],
    ['a value inside an array that is not plain', { collection: 'p', where: [['n', 'in', [1, undefined]]] }],
    ['a stray key', { collection: 'p', extra: 1 } as StoreQuery],
    ['a limit that is not a number', { collection: 'p', limit: '5' } as unknown as StoreQuery],
    ['a clause that is not three parts', { collection: 'p', where: [['a', '==']] } as unknown as StoreQuery],
  ])('never keeps a query with %s', (_, query) => {
    const memo = new PreparedQueries();
    let made = 0;
    const prepare = (): PreparedQuery => {
      made++;
      return {
        normal: { collection: 'p', where: [], limit: 1 },
        compiled: compileQuery('a', normaliseQuery(page)),
      };
    };
    memo.get('a', query, prepare);
    memo.get('a', query, prepare);
    expect(made).toBe(2);
  });

  it('keeps nothing a failed preparation threw, and starts over when full or cleared', () => {
    const m = counted(2);
    expect(() =>
      m.memo.get('a', page, () => {
        throw new Error('query_requires_index');
      }),
    ).toThrow();
    m.get('a', page);
    m.get('a', { collection: 'q' });
    m.get('a', { collection: 'r' });
    expect(m.made()).toBe(3);
    m.get('a', page);
    expect(m.made()).toBe(4);
    m.memo.clear();
    m.get('a', page);
    expect(m.made()).toBe(5);
  });
});
