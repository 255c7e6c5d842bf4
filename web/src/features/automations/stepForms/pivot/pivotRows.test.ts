import { describe, expect, it } from 'vitest';
import { filterRowsOf, filterValueOf, groupRowsOf, groupValueOf, typedFilterValue } from './pivotRows';

describe('pivot step form rows', () => {
  it.each<[string, unknown]>([
    ['plain fields', ['Estado', 'Zona']],
    ['a date bucket', ['Estado', { field: 'CreatedAt', bucket: 'week' }]],
    ['nothing', []],
  ])('groupings round-trip: %s', (_, stored) => {
    expect(groupValueOf(groupRowsOf(stored))).toEqual(stored);
  });

  it('a bucket that is not one groups each value', () => {
    expect(groupRowsOf([{ field: 'CreatedAt', bucket: 'year' }])).toEqual([
      { field: 'CreatedAt', bucket: '' },
    ]);
  });

  it.each<[string, Parameters<typeof typedFilterValue>[1], unknown]>([
    ['En curso', '==', 'En curso'],
    ['10000', '>=', 10000],
    ['-2.5', '<', -2.5],
    ['true', '==', true],
    ['{{trigger.dueAt}}', '>=', '{{trigger.dueAt}}'],
    ['En curso, Presupuesto', 'in', ['En curso', 'Presupuesto']],
    ['1, 2,', 'not-in', [1, 2]],
    ['1,5', '==', '1,5'],
  ])('the value %j with %s is %j', (text, op, expected) => {
    expect(typedFilterValue(text, op)).toEqual(expected);
  });

  it('conditions round-trip, and none is no setting', () => {
    const stored = [
      { field: 'Estado', op: 'in', value: ['En curso', 'Presupuesto'] },
      { field: 'Presupuesto', op: '>=', value: 10000 },
    ] as const;
    expect(filterValueOf(filterRowsOf(stored))).toEqual(stored);
    expect(filterValueOf([])).toBeUndefined();
  });
});
