import type { StoreQuery } from '@colmena/shared/query';
import { describe, expect, it } from 'vitest';
import type { StoredDoc } from '../Store';
import { diffResults, inResult, nextWindow, orderOf } from './watchWindow';

const doc = (id: string, n?: unknown, extra: Record<string, unknown> = {}): StoredDoc => ({
  ...(n === undefined ? {} : { n }),
  ...extra,
  FireId: id,
  collection: 'c',
});
const q = (limit: number, dir: 'asc' | 'desc' = 'asc'): StoreQuery => ({
  collection: 'c',
  where: [],
  orderBy: ['n', dir],
  limit,
});
const ids = (docs: readonly StoredDoc[]) => docs.map((d) => d.FireId);

describe('orderOf', () => {
  it('orders by type then value, ties by id in the direction of the order', () => {
    const docs = [doc('b', 1), doc('s', 'x'), doc('a', 1), doc('z', null), doc('t', true)];
    expect(ids([...docs].sort(orderOf(q(10))))).toEqual(['z', 't', 'a', 'b', 's']);
    expect(ids([...docs].sort(orderOf(q(10, 'desc'))))).toEqual(['s', 'b', 'a', 't', 'z']);
  });

  it('adds the inequality field after the order, and orders by id alone without one', () => {
    const query: StoreQuery = { collection: 'c', where: [['m', '>', 0]], orderBy: ['n', 'asc'], limit: 9 };
    const docs = [doc('a', 1, { m: 2 }), doc('b', 1, { m: 1 }), doc('c', 0, { m: 5 })];
    expect(ids([...docs].sort(orderOf(query)))).toEqual(['c', 'b', 'a']);
    expect(ids([...docs].sort(orderOf({ collection: 'c', where: [], limit: 9 })))).toEqual(['a', 'b', 'c']);
  });
});

describe('inResult', () => {
  const query: StoreQuery = { ...q(5), where: [['gone', '!=', true]] };
  it.each<[string, StoredDoc | null, boolean]>([
    ['matching with the order field', doc('a', 1, { gone: false }), true],
    ['without the order field', doc('a', undefined, { gone: false }), false],
    ['not matching', doc('a', 1, { gone: true }), false],
    ['without the filtered field', doc('a', 1), false],
    ['deleted', null, false],
  ])('%s → %s', (_, d, expected) => {
    expect(inResult(d, query)).toBe(expected);
  });
});

describe('nextWindow', () => {
  const window = [doc('a', 1), doc('b', 2), doc('c', 3)];
  const step = (limit: number, touched: [string, StoredDoc | null][]) =>
    nextWindow(window, new Set(ids(window)), new Map(touched), q(limit), orderOf(q(limit)));

  it.each<[string, number, [string, StoredDoc | null][], string[] | 'rerun' | 'unchanged']>([
    ['an unrelated document', 3, [['x', doc('x')]], 'unchanged'],
    ['a document beyond a full window', 3, [['x', doc('x', 9)]], 'unchanged'],
    ['a document entering a full window pushes the last out', 3, [['x', doc('x', 0)]], ['x', 'a', 'b']],
    ['a document entering a window with room', 5, [['x', doc('x', 9)]], ['a', 'b', 'c', 'x']],
    ['a document leaving a window with room', 5, [['b', null]], ['a', 'c']],
    ['a document leaving a full window must refill', 3, [['b', null]], 'rerun'],
    ['the last moving beyond a full window must refill', 3, [['c', doc('c', 7)]], 'rerun'],
    ['a document moving inside a full window', 3, [['c', doc('c', 0)]], ['c', 'a', 'b']],
    [
      'one leaves, one enters a full window',
      3,
      [
        ['a', null],
        ['x', doc('x', 2.5)],
      ],
      ['b', 'x', 'c'],
    ],
    ['the last staying put in a full window', 3, [['c', doc('c', 3, { v: 1 })]], ['a', 'b', 'c']],
  ])('%s', (_, limit, touched, expected) => {
    const result = step(limit, touched);
    if (expected === 'rerun' || expected === 'unchanged') expect(result.kind).toBe(expected);
    else expect(result.kind === 'next' && ids(result.docs)).toEqual(expected);
  });
});

describe('diffResults', () => {
  it('reports added, modified (touched and kept) and removed', () => {
    const before = [doc('a', 1), doc('b', 2), doc('c', 3)];
    const after = [doc('a', 1), doc('c', 4), doc('d', 5)];
    const changes = diffResults(before, after, new Set(['c', 'd', 'b']));
    expect(changes.map((ch) => `${ch.type}:${ch.doc.FireId}`)).toEqual([
      'modified:c',
      'added:d',
      'removed:b',
    ]);
    expect(changes.find((ch) => ch.type === 'removed')?.doc).toEqual(doc('b', 2));
  });
});
