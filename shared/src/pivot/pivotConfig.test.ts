import { describe, expect, it } from 'vitest';
import { pivotConfigSchema } from './pivotConfig';

const values = [{ agg: 'count' }];

describe('pivotConfigSchema', () => {
  it.each<[string, unknown]>([
    [
      'rows, cols, sum and count',
      { rows: ['a', 'b.c'], cols: ['d'], values: [{ agg: 'sum', field: 'x' }, ...values] },
    ],
    ['no grouping at all', { rows: [], cols: [], values }],
    ['a date bucket', { rows: [{ field: 'CreatedAt', bucket: 'week' }], cols: [], values }],
    ['count with a field', { rows: [], cols: [], values: [{ agg: 'count', field: 'x' }] }],
  ])('accepts %s', (_, config) => {
    expect(pivotConfigSchema.safeParse(config).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ['no values', { rows: [], cols: [], values: [] }],
    ['sum without a field', { rows: [], cols: [], values: [{ agg: 'sum' }] }],
    ['an unknown aggregation', { rows: [], cols: [], values: [{ agg: 'median', field: 'x' }] }],
    ['an empty path segment', { rows: ['a..b'], cols: [], values }],
    ['an unknown bucket', { rows: [{ field: 'at', bucket: 'year' }], cols: [], values }],
    ['six row fields', { rows: ['a', 'b', 'c', 'd', 'e', 'f'], cols: [], values }],
    ['eleven values', { rows: [], cols: [], values: Array.from({ length: 11 }, () => values[0]) }],
    ['an unknown key', { rows: [], cols: [], values, filter: 'x' }],
    ['missing cols', { rows: [], values }],
  ])('refuses %s', (_, config) => {
    expect(pivotConfigSchema.safeParse(config).success).toBe(false);
  });
});
