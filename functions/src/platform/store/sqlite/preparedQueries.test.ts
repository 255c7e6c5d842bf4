import { describe, expect, it } from 'vitest';
import type { StoreQuery } from '../Store';
import { PreparedQueries } from './preparedQueries';

function counted(capacity?: number) {
  const memo = new PreparedQueries<number>(capacity);
  let made = 0;
  const get = (tenant: string, query: StoreQuery) => memo.get(tenant, query, () => ++made);
  return { memo, get, made: () => made };
}

const page: StoreQuery = {
  collection: 'p',
  where: [['ProjectId', '==', 'x']],
  orderBy: ['CreatedAt', 'desc'],
  limit: 50,
};

describe('PreparedQueries', () => {
  it('prepares a query once per tenant and text', () => {
    const m = counted();
    expect([m.get('a', page), m.get('a', { ...page }), m.get('b', page)]).toEqual([1, 1, 2]);
    expect(m.get('a', { ...page, limit: 10 })).toBe(3);
    expect(m.get('a', { ...page, where: [['ProjectId', '==', 'y']] })).toBe(4);
    expect(m.get('a', { ...page, where: [['ProjectId', 'in', ['x', 1, true, null]]] })).toBe(5);
    expect(m.get('a', { ...page, where: [['ProjectId', 'in', ['x', 1, true, null]]] })).toBe(5);
  });

  it.each<[string, StoreQuery]>([
    ['a Date value', { collection: 'p', where: [['d', '==', new Date(0)]] }],
    ['an undefined value', { collection: 'p', where: [['d', '==', undefined]] }],
    ['NaN', { collection: 'p', where: [['n', '==', Number.NaN]] }],
    ['-0', { collection: 'p', where: [['n', '==', -0]] }],
    ['a map value', { collection: 'p', where: [['m', '==', { a: 1 }]] }],
    ['a value inside an array that is not plain', { collection: 'p', where: [['n', 'in', [1, undefined]]] }],
    ['a stray key', { collection: 'p', extra: 1 } as StoreQuery],
    ['a limit that is not a number', { collection: 'p', limit: '5' } as unknown as StoreQuery],
    ['a clause that is not three parts', { collection: 'p', where: [['a', '==']] } as unknown as StoreQuery],
  ])('never keeps a query with %s', (_, query) => {
    const m = counted();
    m.get('a', query);
    m.get('a', query);
    expect(m.made()).toBe(2);
  });

  it('keeps nothing a failed preparation threw, and starts over when full or cleared', () => {
    const memo = new PreparedQueries<number>(2);
    expect(() =>
      memo.get('a', page, () => {
        throw new Error('query_requires_index');
      }),
    ).toThrow();
    expect(memo.get('a', page, () => 1)).toBe(1);
    expect(memo.get('a', { collection: 'q' }, () => 2)).toBe(2);
    expect(memo.get('a', { collection: 'r' }, () => 3)).toBe(3);
    expect(memo.get('a', page, () => 4)).toBe(4);
    memo.clear();
    expect(memo.get('a', page, () => 5)).toBe(5);
  });
});
