import { computePivot } from '@colmena/shared';
import { chartPivotConfig, chartSettingsSchema } from '@colmena/shared/widgets';
import { describe, expect, it } from 'vitest';
import { chartData, chartDataOfPivot, groupLabel } from './chartData';

const settings = (extra: Record<string, unknown> = {}) => chartSettingsSchema.parse(extra);

const docs = [
  { Estado: 'Obra', Presupuesto: 1000, CreatedAt: '2026-01-05T10:00:00Z' },
  { Estado: 'Obra', Presupuesto: 2500.5, CreatedAt: '2026-01-20T10:00:00Z' },
  { Estado: 'Presupuesto', Presupuesto: 300, CreatedAt: '2026-03-01T00:00:00Z' },
  { Estado: 'Presupuesto', CreatedAt: '2026-03-31T23:59:00Z' },
  { Presupuesto: 7, CreatedAt: 'not a date' },
];

describe('chartPivotConfig', () => {
  it.each<[string, Record<string, unknown>, unknown]>([
    [
      'defaults: count by month of CreatedAt',
      {},
      { rows: [{ field: 'CreatedAt', bucket: 'month' }], cols: [], values: [{ agg: 'count' }] },
    ],
    [
      'sum by value',
      { grouping: 'value', groupField: 'Estado', aggregation: 'sum', valueField: 'Presupuesto' },
      { rows: ['Estado'], cols: [], values: [{ agg: 'sum', field: 'Presupuesto' }] },
    ],
    [
      'week bucket',
      { grouping: 'week' },
      { rows: [{ field: 'CreatedAt', bucket: 'week' }], cols: [], values: [{ agg: 'count' }] },
    ],
  ])('%s', (_case, extra, expected) => {
    expect(chartPivotConfig(settings(extra))).toEqual(expected);
  });
});

describe('chartData', () => {
  it('counts documents per month, in date order, missing dates last', () => {
    const data = chartData(docs, settings(), 'Otros', 'es-ES');
    expect(data.points.map((p) => [p.key, p.value])).toEqual([
      ['2026-01', 2],
      ['2026-03', 2],
      [null, 1],
    ]);
    expect(data.points[2]?.label).toBe('[Sin Valor en la BD]');
    expect(data.total).toBe(5);
    expect(data.folded).toBe(0);
  });

  it('sums a field by value, Spanish format', () => {
    const data = chartData(
      docs,
      settings({ grouping: 'value', groupField: 'Estado', aggregation: 'sum', valueField: 'Presupuesto' }),
      'Otros',
      'es-ES',
    );
    expect(data.points.map((p) => [p.label, p.text])).toEqual([
      ['Obra', '3.500,5'],
      ['Presupuesto', '300'],
      ['[Sin Valor en la BD]', '7'],
    ]);
    expect(data.totalText).toBe('3.807,5');
  });

  it('averages only numbers; a group without numbers has no value', () => {
    const data = chartData(
      [
        { g: 'a', n: 1 },
        { g: 'a', n: 2 },
        { g: 'b', n: 'x' },
      ],
      settings({ grouping: 'value', groupField: 'g', aggregation: 'avg', valueField: 'n' }),
      'Otros',
      'es-ES',
    );
    expect(data.points.map((p) => [p.key, p.value, p.text])).toEqual([
      ['a', 1.5, '1,50'],
      ['b', null, ''],
    ]);
  });

  it('folds the smallest groups past 60 into Others (count keeps its total)', () => {
    const many = Array.from({ length: 100 }, (_, i) =>
      Array.from({ length: i + 1 }, () => ({ g: `G${i}` })),
    ).flat();
    const data = chartData(many, settings({ grouping: 'value', groupField: 'g' }), 'Otros', 'es-ES');
    expect(data.points).toHaveLength(60);
    expect(data.points[0]).toMatchObject({ key: 'G99', value: 100 });
    const others = data.points[59];
    expect(others?.label).toBe('Otros');
    // groups G0..G40 (1..41 documents each) are folded: 41 groups, 861 documents
    expect(data.folded).toBe(41);
    expect(others?.value).toBe(861);
    expect(data.points.reduce((sum, p) => sum + (p.value ?? 0), 0)).toBe(data.total);
  });

  it('a long date axis keeps its latest 60 days', () => {
    const days = Array.from({ length: 90 }, (_, i) => ({
      d: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    }));
    const data = chartData(days, settings({ groupField: 'd', grouping: 'day' }), 'Otros', 'es-ES');
    expect(data.points).toHaveLength(60);
    expect(data.points[59]?.key).toBe('2026-03-31');
    expect(data.folded).toBe(30);
  });

  it.each<[string, Record<string, unknown>]>([
    ['count by month', {}],
    [
      'sum by value',
      { grouping: 'value', groupField: 'Estado', aggregation: 'sum', valueField: 'Presupuesto' },
    ],
    ['avg by week', { grouping: 'week', aggregation: 'avg', valueField: 'Presupuesto' }],
  ])('from the server’s pivot (%s): the same points as from the documents', (_name, extra) => {
    const s = settings(extra);
    // The pivot as it travels: JSON.
    const pivot = JSON.parse(JSON.stringify(computePivot(docs, chartPivotConfig(s))));
    expect(chartDataOfPivot(pivot, s, 'Otros', 'es-ES')).toEqual(chartData(docs, s, 'Otros', 'es-ES'));
  });

  it('nothing to draw', () => {
    expect(chartData([], settings(), 'Otros', 'es-ES')).toEqual({
      points: [],
      total: 0,
      totalText: '0',
      folded: 0,
    });
  });
});

describe('groupLabel', () => {
  it.each<[unknown, string, string, string]>([
    ['2026-03', 'month', 'es-ES', 'mar 2026'],
    ['2026-03', 'month', 'en-US', 'Mar 2026'],
    ['2026-W10', 'week', 'es-ES', '2026-W10'],
    [true, 'value', 'es-ES', 'Verdadero'],
    [1234.5, 'value', 'es-ES', '1.234,5'],
  ])('%s by %s in %s', (key, grouping, locale, expected) => {
    expect(groupLabel(key as never, grouping as never, locale)).toBe(expected);
  });
});
