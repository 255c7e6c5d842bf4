import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PivotValues } from './accumulator';
import { computePivot, type PivotRowNode } from './computePivot';
import type { PivotConfig } from './pivotConfig';

// Integer amounts keep sums exact whatever order they are added in.
const documentArb = fc.record(
  {
    a: fc.constantFrom('x', 'y', 'z', null),
    b: fc.constantFrom(1, 2, 'dos', true),
    c: fc.constantFrom('p', 'q', 3),
    amount: fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.constant('n/a'), fc.constant(null)),
  },
  { requiredKeys: ['amount'] },
);

const config: PivotConfig = {
  rows: ['a', 'b'],
  cols: ['c'],
  values: [
    { agg: 'sum', field: 'amount' },
    { agg: 'count' },
    { agg: 'min', field: 'amount' },
    { agg: 'max', field: 'amount' },
  ],
};

function addValues(into: number[], values: PivotValues | null) {
  if (!values) return;
  into[0] = (into[0] ?? 0) + (values[0] ?? 0);
  into[1] = (into[1] ?? 0) + (values[1] ?? 0);
}

function leaves(nodes: PivotRowNode[]): PivotRowNode[] {
  return nodes.flatMap((node) => (node.children.length ? leaves(node.children) : [node]));
}

describe('computePivot totals (property)', () => {
  it('row, column and grand totals are the sums of their cells; the grand total is the sum over documents', () => {
    fc.assert(
      fc.property(fc.array(documentArb, { maxLength: 60 }), (docs) => {
        const result = computePivot(docs, config);
        const numbers = docs.map((doc) => doc.amount).filter((x): x is number => typeof x === 'number');
        expect(result.grandTotal).toEqual([
          numbers.reduce((sum, x) => sum + x, 0),
          docs.length,
          numbers.length ? Math.min(...numbers) : null,
          numbers.length ? Math.max(...numbers) : null,
        ]);

        const check = (node: PivotRowNode) => {
          const fromCells: number[] = [0, 0];
          for (const cell of node.cells) addValues(fromCells, cell);
          expect(node.total.slice(0, 2)).toEqual(fromCells);
          if (node.children.length) {
            const fromChildren: number[] = [0, 0];
            for (const child of node.children) addValues(fromChildren, child.total);
            expect(node.total.slice(0, 2)).toEqual(fromChildren);
            node.children.forEach(check);
          }
        };
        result.rows.forEach(check);

        result.colKeys.forEach((_, column) => {
          const fromLeaves: number[] = [0, 0];
          for (const leaf of leaves(result.rows)) addValues(fromLeaves, leaf.cells[column] ?? null);
          expect(result.colTotals[column]?.slice(0, 2)).toEqual(fromLeaves);
        });
        const fromColumns: number[] = [0, 0];
        for (const total of result.colTotals) addValues(fromColumns, total);
        expect(result.grandTotal.slice(0, 2)).toEqual(docs.length ? fromColumns : [0, 0]);
      }),
      { numRuns: 300 },
    );
  });
});
