import { describe, expect, it } from 'vitest';
import { computePivot, maxPivotCells, type PivotDocument, PivotTooLargeError } from './computePivot';
import type { PivotConfig } from './pivotConfig';

const sales: PivotDocument[] = [
  { region: 'Norte', city: 'Bilbao', year: 2025, amount: 100, units: 1 },
  { region: 'Norte', city: 'Bilbao', year: 2026, amount: 50, units: 2 },
  { region: 'Norte', city: 'León', year: 2025, amount: 30 },
  { region: 'Sur', city: 'Sevilla', year: 2026, amount: 'n/a', units: 4 },
  { region: 'Sur', city: 'Cádiz', year: 2026, amount: 20, units: 5 },
  { city: 'Madrid', year: 2025, amount: 7, units: 6 },
];

const sumAndCount: PivotConfig['values'] = [{ agg: 'sum', field: 'amount' }, { agg: 'count' }];

describe('computePivot: cells, subtotals and totals', () => {
  const result = computePivot(sales, { rows: ['region', 'city'], cols: ['year'], values: sumAndCount });

  it('sorts column keys naturally', () => {
    expect(result.colKeys).toEqual([[2025], [2026]]);
  });

  it('builds the row tree sorted (es), the empty group last', () => {
    expect(result.rows.map((row) => row.key)).toEqual([['Norte'], ['Sur'], [null]]);
    expect(result.rows[0]?.children.map((row) => row.key)).toEqual([
      ['Norte', 'Bilbao'],
      ['Norte', 'León'],
    ]);
    expect(result.rows[1]?.children.map((row) => row.key)).toEqual([
      ['Sur', 'Cádiz'],
      ['Sur', 'Sevilla'],
    ]);
  });

  it.each<[string, (typeof result)['rows'][number] | undefined, unknown]>([
    [
      'Norte/Bilbao',
      result.rows[0]?.children[0],
      [
        [100, 1],
        [50, 1],
      ],
    ],
    ['Norte/León', result.rows[0]?.children[1], [[30, 1], null]],
    ['Sur/Cádiz', result.rows[1]?.children[0], [null, [20, 1]]],
    // A text amount is not summed, but its document is counted.
    ['Sur/Sevilla', result.rows[1]?.children[1], [null, [0, 1]]],
    [
      'Norte subtotal',
      result.rows[0],
      [
        [130, 2],
        [50, 1],
      ],
    ],
    ['Sur subtotal', result.rows[1], [null, [20, 2]]],
    ['empty region', result.rows[2], [[7, 1], null]],
  ])('%s cells', (_, row, cells) => {
    expect(row?.cells).toEqual(cells);
  });

  it.each<[string, (typeof result)['rows'][number] | undefined, unknown, number]>([
    ['Norte/Bilbao', result.rows[0]?.children[0], [150, 2], 2],
    ['Norte', result.rows[0], [180, 3], 3],
    ['Sur', result.rows[1], [20, 2], 2],
  ])('%s row total', (_, row, total, documentCount) => {
    expect(row?.total).toEqual(total);
    expect(row?.documentCount).toBe(documentCount);
  });

  it('totals each column and the whole', () => {
    expect(result.colTotals).toEqual([
      [137, 3],
      [70, 3],
    ]);
    expect(result.grandTotal).toEqual([207, 6]);
    expect(result.documentCount).toBe(6);
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});

describe('computePivot: aggregations', () => {
  const docs: PivotDocument[] = [
    { g: 'a', x: 4 },
    { g: 'a', x: -2 },
    { g: 'a', x: '9' },
    { g: 'a', x: true },
    { g: 'a' },
    { g: 'b', x: null },
  ];
  it.each<[PivotConfig['values'][number], unknown, unknown]>([
    [{ agg: 'count' }, 5, 1],
    [{ agg: 'count', field: 'x' }, 5, 1],
    [{ agg: 'sum', field: 'x' }, 2, 0],
    [{ agg: 'avg', field: 'x' }, 1, null],
    [{ agg: 'min', field: 'x' }, -2, null],
    [{ agg: 'max', field: 'x' }, 4, null],
  ])('%j: a → %j, b (no number) → %j', (value, a, b) => {
    const result = computePivot(docs, { rows: ['g'], cols: [], values: [value] });
    expect(result.rows.map((row) => row.total[0])).toEqual([a, b]);
    expect(result.rows[0]?.cells).toEqual([]);
  });

  it('merges min, max and avg across subtotals from the cells, not from means', () => {
    const result = computePivot(
      [
        { g: 'a', c: 1, x: 1 },
        { g: 'a', c: 1, x: 2 },
        { g: 'a', c: 1, x: 3 },
        { g: 'a', c: 2, x: 10 },
      ],
      {
        rows: ['g'],
        cols: ['c'],
        values: [
          { agg: 'avg', field: 'x' },
          { agg: 'min', field: 'x' },
          { agg: 'max', field: 'x' },
        ],
      },
    );
    expect(result.rows[0]?.cells).toEqual([
      [2, 1, 3],
      [10, 10, 10],
    ]);
    // (1+2+3+10)/4, not (2+10)/2.
    expect(result.grandTotal).toEqual([4, 1, 10]);
  });
});

describe('computePivot: grouping', () => {
  it.each<[string, PivotDocument[], unknown]>([
    [
      'numbers numerically, then text, then booleans, then empty',
      [{ k: 'b' }, { k: 10 }, { k: 9 }, { k: true }, { k: null }, { k: 'a' }, {}],
      [[9], [10], ['a'], ['b'], [true], [null]],
    ],
    [
      'text in Spanish order, numbers inside text naturally',
      [{ k: 'Lote 10' }, { k: 'zeta' }, { k: 'Lote 2' }, { k: 'Ávila' }, { k: 'ñu' }, { k: 'nube' }],
      [['Ávila'], ['Lote 2'], ['Lote 10'], ['nube'], ['ñu'], ['zeta']],
    ],
    ['"1" and 1 are different groups', [{ k: '1' }, { k: 1 }], [[1], ['1']]],
    ['empty text is its own group, missing and null are one', [{ k: '' }, { k: null }, {}], [[''], [null]]],
    [
      'maps and lists by their JSON',
      [{ k: { a: 1 } }, { k: [1, 2] }, { k: [1, 2] }],
      [['[1,2]'], ['{"a":1}']],
    ],
  ])('%s', (_, docs, keys) => {
    const result = computePivot(docs, { rows: ['k'], cols: [], values: [{ agg: 'count' }] });
    expect(result.rows.map((row) => row.key)).toEqual(keys);
  });

  it('reads dotted paths into maps, not lists nor inherited keys', () => {
    const docs: PivotDocument[] = [
      { client: { city: 'Madrid' } },
      { client: { city: 'Madrid' } },
      { client: [{ city: 'Madrid' }] },
      { client: 'Madrid' },
      { 'client.city': 'literal' },
    ];
    const result = computePivot(docs, {
      rows: ['client.city'],
      cols: ['constructor'],
      values: [{ agg: 'count' }],
    });
    expect(result.rows.map((row) => [row.key, row.documentCount])).toEqual([
      [['Madrid'], 2],
      [[null], 3],
    ]);
    expect(result.colKeys).toEqual([[null]]);
  });

  it('buckets dates by day, ISO week and month', () => {
    const docs: PivotDocument[] = [
      { at: '2026-01-01' },
      { at: '2025-12-29T08:00:00Z' },
      { at: Date.UTC(2026, 0, 5) },
      { at: 'mañana' },
    ];
    const keys = (bucket: 'day' | 'week' | 'month') =>
      computePivot(docs, { rows: [{ field: 'at', bucket }], cols: [], values: [{ agg: 'count' }] }).rows.map(
        (row) => [row.key[0], row.documentCount],
      );
    expect(keys('day')).toEqual([
      ['2025-12-29', 1],
      ['2026-01-01', 1],
      ['2026-01-05', 1],
      [null, 1],
    ]);
    expect(keys('week')).toEqual([
      ['2026-W01', 2],
      ['2026-W02', 1],
      [null, 1],
    ]);
    expect(keys('month')).toEqual([
      ['2025-12', 1],
      ['2026-01', 2],
      [null, 1],
    ]);
  });

  it('with several column fields, keys one part per field', () => {
    const result = computePivot(
      [
        { a: 'x', b: 2 },
        { a: 'x', b: 1 },
        { a: 'w', b: 1 },
        { a: 'x', b: 1 },
      ],
      { rows: [], cols: ['a', 'b'], values: [{ agg: 'count' }] },
    );
    expect(result.colKeys).toEqual([
      ['w', 1],
      ['x', 1],
      ['x', 2],
    ]);
    expect(result.rows).toEqual([]);
    expect(result.colTotals).toEqual([[1], [2], [1]]);
  });

  it('without documents: no groups, zero counts and no extremes', () => {
    const result = computePivot([], {
      rows: ['a'],
      cols: ['b'],
      values: [{ agg: 'count' }, { agg: 'sum', field: 'x' }, { agg: 'max', field: 'x' }],
    });
    expect(result).toMatchObject({
      rows: [],
      colKeys: [],
      colTotals: [],
      grandTotal: [0, 0, null],
      documentCount: 0,
    });
  });

  it('refuses a table past the cell limit instead of building it', () => {
    const side = Math.ceil(Math.sqrt(maxPivotCells)) + 1;
    const docs = Array.from({ length: side }, (_, i) => ({ r: i, c: i }));
    expect(() => computePivot(docs, { rows: ['r'], cols: ['c'], values: [{ agg: 'count' }] })).toThrow(
      PivotTooLargeError,
    );
  });
});
