import { describe, expect, it } from 'vitest';
import type { StoreQuery, WhereClause } from '../../query/storeQuery';
import { filtersEqual, withArrayContains, withEquals } from './forceClause';

const q = (where: WhereClause[]): StoreQuery => ({ collection: 'c', where, limit: 10 });

describe('withArrayContains', () => {
  it.each<[string, WhereClause[], WhereClause[] | null]>([
    ['adds the filter', [], [['p', 'array-contains', 'u']]],
    [
      'after other filters',
      [['n', '>', 1]],
      [
        ['n', '>', 1],
        ['p', 'array-contains', 'u'],
      ],
    ],
    ['keeps the same filter', [['p', 'array-contains', 'u']], [['p', 'array-contains', 'u']]],
    ['refuses another value', [['p', 'array-contains', 'v']], null],
    ['refuses another field', [['q', 'array-contains', 'u']], null],
    ['refuses array-contains-any', [['p', 'array-contains-any', ['u']]], null],
    ['refuses array-contains-any even with the same value', [['p', 'array-contains-any', 'u']], null],
    [
      'refuses one good and one bad',
      [
        ['p', 'array-contains', 'u'],
        ['q', 'array-contains', 'u'],
      ],
      null,
    ],
    [
      'an equality on the field is no array filter',
      [['p', '==', 'x']],
      [
        ['p', '==', 'x'],
        ['p', 'array-contains', 'u'],
      ],
    ],
  ])('%s', (_case, where, expected) => {
    const result = withArrayContains(q(where), 'p', 'u');
    expect(result === null ? null : result.where).toEqual(expected);
  });
});

describe('withEquals', () => {
  it.each<[string, WhereClause[], WhereClause[] | null]>([
    ['adds the filter', [], [['to', '==', 'u']]],
    [
      'after other filters',
      [['done', '==', false]],
      [
        ['done', '==', false],
        ['to', '==', 'u'],
      ],
    ],
    ['keeps the same filter', [['to', '==', 'u']], [['to', '==', 'u']]],
    ['refuses another value', [['to', '==', 'v']], null],
    ['refuses another operator', [['to', '!=', 'u']], null],
    ['refuses in', [['to', 'in', ['u']]], null],
    [
      'refuses the same plus another',
      [
        ['to', '==', 'u'],
        ['to', '>', 'a'],
      ],
      null,
    ],
  ])('%s', (_case, where, expected) => {
    const result = withEquals(q(where), 'to', 'u');
    expect(result === null ? null : result.where).toEqual(expected);
  });
});

describe('filtersEqual', () => {
  it.each<[string, WhereClause[], boolean]>([
    ['no filters', [], false],
    ['the equality', [['from', '==', 'u']], true],
    [
      'the equality among others',
      [
        ['to', '==', 'v'],
        ['from', '==', 'u'],
      ],
      true,
    ],
    ['another value', [['from', '==', 'v']], false],
    ['a value in an array', [['from', '==', ['u']]], false],
    ['another operator', [['from', '!=', 'u']], false],
    ['in', [['from', 'in', ['u']]], false],
    ['greater or equal', [['from', '>=', 'u']], false],
    ['another field', [['to', '==', 'u']], false],
  ])('%s', (_case, where, expected) => {
    expect(filtersEqual(q(where), 'from', 'u')).toBe(expected);
  });
});
