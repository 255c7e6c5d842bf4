import { describe, expect, it } from 'vitest';
import { type QueryProblem, storeQueryProblem } from './queryRules';
import type { OrderBy, WhereClause } from './storeQuery';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('storeQueryProblem', () => {
  it.each<[string, WhereClause[], OrderBy | undefined, QueryProblem | null]>([
    ['no filters', [], undefined, null],
    ['equality and order', [['a', '==', 1]], ['b', 'asc'], null],
    [
      'range on one field twice',
      [
        ['a', '>', 1],
        ['a', '<', 5],
      ],
      undefined,
      null,
    ],
    [
      'range and != on one field',
      [
        ['a', '>', 1],
        ['a', '!=', 3],
      ],
      undefined,
      null,
    ],
    [
      'array-contains with in',
      [
        ['a', 'array-contains', 1],
        ['b', 'in', [1, 2]],
      ],
      undefined,
      null,
    ],
    [
      'in x array-contains-any = 30',
      [
        ['a', 'in', range(5)],
        ['b', 'array-contains-any', range(6)],
      ],
      undefined,
      null,
    ],
    ['not-in with 30 values', [['a', 'not-in', range(30)]], undefined, null],
    ['== null', [['a', '==', null]], undefined, null],
    ['!= null', [['a', '!=', null]], undefined, null],
    ['in with null among values', [['a', 'in', [null, 1]]], undefined, null],
    ['bad filter field', [['a..b', '==', 1]], undefined, 'invalid_field'],
    ['bad order field', [], ['', 'asc'], 'invalid_field'],
    ['a reserved filter field', [['__name__', '==', 'x']], undefined, 'invalid_field'],
    ['a reserved name inside a path', [['a.__k__', '==', 1]], undefined, 'invalid_field'],
    ['a reserved order field', [], ['__name__', 'asc'], 'invalid_field'],
    ['names that only look reserved', [['_a_.__b', '==', 1]], ['c__', 'asc'], null],
    ['undefined value', [['a', '==', undefined]], undefined, 'missing_value'],
    ['< null', [['a', '<', null]], undefined, 'null_comparison'],
    ['>= null', [['a', '>=', null]], undefined, 'null_comparison'],
    [
      'array-contains null (the SDK refuses it)',
      [['a', 'array-contains', null]],
      undefined,
      'null_comparison',
    ],
    ['array-contains-any with null among values', [['a', 'array-contains-any', [null]]], undefined, null],
    ['not-in with null among values', [['a', 'not-in', [null]]], undefined, null],
    ['in with a scalar', [['a', 'in', 1]], undefined, 'invalid_list'],
    ['in with an empty list', [['a', 'in', []]], undefined, 'invalid_list'],
    ['array-contains-any with 31', [['a', 'array-contains-any', range(31)]], undefined, 'invalid_list'],
    ['not-in with 31', [['a', 'not-in', range(31)]], undefined, 'invalid_list'],
    [
      'in x in > 30',
      [
        ['a', 'in', range(6)],
        ['b', 'in', range(6)],
      ],
      undefined,
      'too_many_disjunctions',
    ],
    [
      'two array-contains',
      [
        ['a', 'array-contains', 1],
        ['b', 'array-contains', 2],
      ],
      undefined,
      'multiple_array_filters',
    ],
    [
      'array-contains + any',
      [
        ['a', 'array-contains', 1],
        ['a', 'array-contains-any', [2]],
      ],
      undefined,
      'multiple_array_filters',
    ],
    [
      'two !=',
      [
        ['a', '!=', 1],
        ['a', '!=', 2],
      ],
      undefined,
      'multiple_not_filters',
    ],
    [
      '!= and not-in',
      [
        ['a', '!=', 1],
        ['a', 'not-in', [2]],
      ],
      undefined,
      'multiple_not_filters',
    ],
    [
      'not-in with in',
      [
        ['a', 'not-in', [1]],
        ['b', 'in', [2]],
      ],
      undefined,
      'not_in_with_list',
    ],
    [
      'not-in with any',
      [
        ['a', 'not-in', [1]],
        ['b', 'array-contains-any', [2]],
      ],
      undefined,
      'not_in_with_list',
    ],
    [
      'range on two fields',
      [
        ['a', '>', 1],
        ['b', '<', 2],
      ],
      undefined,
      'multiple_inequality_fields',
    ],
    [
      'range and != on two fields',
      [
        ['a', '>', 1],
        ['b', '!=', 2],
      ],
      undefined,
      'multiple_inequality_fields',
    ],
  ])('%s', (_name, where, orderBy, expected) => {
    expect(storeQueryProblem({ where, orderBy })).toBe(expected);
  });
});
