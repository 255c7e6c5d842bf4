import type { ChartType } from '@colmena/shared/widgets';
import type { ChartData } from './chartData';

/** Colours read from the page's theme variables (the canvas cannot use CSS variables itself). */
export interface ChartColors {
  series: string[];
  text: string;
  muted: string;
  grid: string;
  /** The page's font (a canvas does not inherit it). */
  font: string;
}

/**
 * The ECharts option of a chart (plain data, tested without a canvas): bars, a line, a filled
 * line (area), a pie or a ring (doughnut). Tooltips render on the canvas (`richText`), not as
 * HTML, so nothing ECharts draws needs an inline style attribute the page's CSP would refuse.
 */
export function chartOption(
  type: ChartType,
  data: ChartData,
  seriesName: string,
  colors: ChartColors,
  formatNumber: (value: number) => string,
): Record<string, unknown> {
  const values = data.points.map((point) => point.value);
  const tooltip = {
    renderMode: 'richText',
    trigger: type === 'pie' || type === 'doughnut' ? 'item' : 'axis',
    valueFormatter: (value: unknown) => (typeof value === 'number' ? formatNumber(value) : ''),
  };
  const textStyle = { color: colors.text, fontFamily: colors.font };
  if (type === 'pie' || type === 'doughnut') {
    return {
      animation: false,
      color: colors.series,
      textStyle,
      tooltip,
      series: [
        {
          type: 'pie',
          name: seriesName,
          radius: type === 'doughnut' ? ['45%', '72%'] : [0, '72%'],
          avoidLabelOverlap: true,
          label: { color: colors.text, fontFamily: colors.font, formatter: '{b}' },
          data: data.points.map((point) => ({ name: point.label, value: point.value ?? 0 })),
        },
      ],
    };
  }
  const axisLine = { lineStyle: { color: colors.grid } };
  return {
    animation: false,
    color: colors.series,
    textStyle,
    tooltip,
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: data.points.map((point) => point.label),
      axisLine,
      axisLabel: { color: colors.muted, fontFamily: colors.font, hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      axisLabel: {
        color: colors.muted,
        fontFamily: colors.font,
        formatter: (value: number) => formatNumber(value),
      },
      splitLine: { lineStyle: { color: colors.grid } },
    },
    series: [
      {
        type: type === 'bar' ? 'bar' : 'line',
        name: seriesName,
        data: values,
        ...(type === 'area' ? { areaStyle: { opacity: 0.25 } } : {}),
        ...(type !== 'bar' ? { smooth: false, showSymbol: values.length <= 31, connectNulls: false } : {}),
      },
    ],
  };
}
