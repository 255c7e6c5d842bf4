import { computePivot, pivotConfigSchema } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { pivotBodyRows, pivotColumnGroups, valueHeading, valuesAt } from './pivotTable';

const docs = [
  { Estado: 'Obra', Hab: 'Cocina', P: 1000 },
  { Estado: 'Obra', Hab: 'Baño', P: 500 },
  { Estado: 'Obra', Hab: 'Cocina', P: 250.5 },
  { Estado: 'Presupuesto', Hab: 'Baño', P: 300 },
  { Hab: 'Cocina', P: 1 },
];

describe('pivot table helpers', () => {
  it('lays out groups depth-first with their subtotals', () => {
    const config = pivotConfigSchema.parse({
      rows: ['Estado', 'Hab'],
      cols: [],
      values: [{ agg: 'sum', field: 'P' }, { agg: 'count' }],
    });
    const rows = pivotBodyRows(computePivot(docs, config));
    expect(rows.map((r) => [r.depth, r.label, r.subtotal, r.total])).toEqual([
      [0, 'Obra', true, [1750.5, 3]],
      [1, 'Baño', false, [500, 1]],
      [1, 'Cocina', false, [1250.5, 2]],
      [0, 'Presupuesto', true, [300, 1]],
      [1, 'Baño', false, [300, 1]],
      [0, '[Sin Valor en la BD]', true, [1, 1]],
      [1, 'Cocina', false, [1, 1]],
    ]);
    expect(rows[2]?.key).toEqual(['Obra', 'Cocina']);
  });

  it('column groups: each key then the total; values per group', () => {
    const config = pivotConfigSchema.parse({ rows: ['Estado'], cols: ['Hab'], values: [{ agg: 'count' }] });
    const result = computePivot(docs, config);
    const groups = pivotColumnGroups(result, 'Total');
    expect(groups.map((g) => [g.label, g.total, g.key])).toEqual([
      ['Baño', false, ['Baño']],
      ['Cocina', false, ['Cocina']],
      ['Total', true, []],
    ]);
    const [obra, presupuesto] = pivotBodyRows(result);
    if (!obra || !presupuesto) throw new Error('two row groups expected');
    expect(groups.map((g, i) => valuesAt(obra, g, i))).toEqual([[1], [2], [3]]);
    expect(groups.map((g, i) => valuesAt(presupuesto, g, i))).toEqual([[1], null, [1]]);
  });

  it('without row fields there are no body lines, only the totals', () => {
    const config = pivotConfigSchema.parse({ rows: [], cols: ['Hab'], values: [{ agg: 'count' }] });
    const result = computePivot(docs, config);
    expect(pivotBodyRows(result)).toEqual([]);
    expect(result.colTotals).toEqual([[2], [3]]);
    expect(pivotColumnGroups(result, 'Total')).toHaveLength(3);
  });

  it('value headings from the catalogue', () => {
    const t = (key: string, params?: Record<string, string>) => `${key}(${params?.field ?? ''})`;
    expect(valueHeading({ agg: 'sum', field: 'P' }, t)).toBe('widgets.pivot.agg.sum(P)');
    expect(valueHeading({ agg: 'count' }, t)).toBe('widgets.pivot.agg.count()');
  });
});
