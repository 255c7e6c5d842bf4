import { describe, expect, it } from 'vitest';
import type { ChartData } from './chartData';
import { chartOption } from './chartOption';

const data: ChartData = {
  points: [
    { key: 'a', label: 'A', value: 1234.5, text: '1.234,5' },
    { key: null, label: '[Sin Valor en la BD]', value: null, text: '' },
  ],
  total: 1234.5,
  totalText: '1.234,5',
  folded: 0,
};
const colors = { series: ['#111'], text: '#222', muted: '#333', grid: '#444', font: 'Inter' };
const spanish = (value: number) =>
  new Intl.NumberFormat('es-ES', { useGrouping: 'always' } as never).format(value);
type Series = { type: string; radius?: unknown; areaStyle?: unknown; data: unknown[] };
const seriesOf = (option: Record<string, unknown>) => (option.series as Series[])[0];

describe('chartOption', () => {
  it.each([
    ['bar', 'bar', false],
    ['line', 'line', false],
    ['area', 'line', true],
  ] as const)('%s draws %s series on category axes', (type, series, filled) => {
    const option = chartOption(type, data, 'Suma', colors, spanish);
    expect(seriesOf(option)?.type).toBe(series);
    expect(seriesOf(option)?.data).toEqual([1234.5, null]);
    expect('areaStyle' in (seriesOf(option) ?? {})).toBe(filled);
    expect((option.xAxis as { data: string[] }).data).toEqual(['A', '[Sin Valor en la BD]']);
    const formatter = (option.yAxis as { axisLabel: { formatter(v: number): string } }).axisLabel.formatter;
    expect(formatter(1234.5)).toBe('1.234,5');
  });

  it.each([
    ['pie', [0, '72%']],
    ['doughnut', ['45%', '72%']],
  ] as const)('%s is a pie series with radius %j', (type, radius) => {
    const option = chartOption(type, data, 'Suma', colors, spanish);
    expect(seriesOf(option)?.type).toBe('pie');
    expect(seriesOf(option)?.radius).toEqual(radius);
    expect(seriesOf(option)?.data).toEqual([
      { name: 'A', value: 1234.5 },
      { name: '[Sin Valor en la BD]', value: 0 },
    ]);
    expect(option.xAxis).toBeUndefined();
  });

  it('tooltips render on the canvas (no HTML with inline styles under the CSP), in Spanish format', () => {
    for (const type of ['bar', 'pie'] as const) {
      const tooltip = chartOption(type, data, 'Suma', colors, spanish).tooltip as {
        renderMode: string;
        valueFormatter(v: unknown): string;
      };
      expect(tooltip.renderMode).toBe('richText');
      expect(tooltip.valueFormatter(1234.5)).toBe('1.234,5');
      expect(tooltip.valueFormatter(null)).toBe('');
    }
  });
});
