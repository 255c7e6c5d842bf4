import '@colmena/shared/i18n/widgetsTexts';
import { formatNumber } from '@colmena/shared/format';
import { type ChartSettings, readWidgetAggregate } from '@colmena/shared/widgets';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useLanguage } from '../../hooks/useLanguage';
import type { WidgetView } from '../kindTypes';
import { type ChartData, chartData, chartDataOfPivot } from './chartData';
import { type ChartColors, chartOption } from './chartOption';
import { initChart } from './echartsSetup';
import './chart.css';

const emptyDocs: never[] = [];

/**
 * Chart kind: the documents of one query entry grouped (by a field's values or a date's day,
 * week or month) and counted, summed or averaged, drawn by ECharts on a canvas. The server
 * groups them (the entry's aggregate) unless a logic function shapes the documents first; then
 * the page groups what it returns. The canvas is hidden from assistive technology: a summary
 * names the chart and a visually hidden table holds every value.
 */
export function ChartWidget({ widget, settings, results }: WidgetView<'chart'>) {
  const { t, language } = useLanguage();
  const locale = language === 'es' ? 'es-ES' : 'en-GB';
  const docs = results[settings.entry]?.docs ?? emptyDocs;
  const data = useMemo(() => {
    const others = t('widgets.chart.others');
    const aggregate = readWidgetAggregate(docs);
    if (!aggregate) return chartData(docs, settings, others, locale);
    // A chart has one row field: only far past 250,000 groups is there no pivot, and no chart either.
    return aggregate.pivot
      ? chartDataOfPivot(aggregate.pivot, settings, others, locale)
      : chartData([], settings, others, locale);
  }, [docs, settings, t, locale]);
  const tableId = useId();
  const seriesName = settings.seriesLabel?.trim() || seriesWords(settings, t);
  const groupWords =
    settings.grouping === 'value'
      ? settings.groupField
      : t('widgets.chart.groupedBy', {
          field: settings.groupField,
          grouping: t(`widgets.chart.grouping.${settings.grouping}`),
        });

  if (data.points.length === 0) {
    return <p className="widget-chart__empty">{t('widgets.chart.empty')}</p>;
  }
  const summary = t('widgets.chart.summary', {
    type: t(`widgets.chart.type.${settings.chartType}`),
    series: seriesName,
    group: groupWords,
    count: String(data.points.length),
    total: data.totalText,
  });
  return (
    <figure className="widget-chart" data-chart-type={settings.chartType} data-testid="widget-chart">
      <ChartCanvas type={settings.chartType} data={data} seriesName={seriesName} label={summary} />
      <figcaption className="visually-hidden">{summary}</figcaption>
      <table className="visually-hidden" id={tableId}>
        <caption>{t('widgets.chart.tableCaption', { title: widget.title ?? '' })}</caption>
        <thead>
          <tr>
            <th scope="col">{groupWords || t('widgets.chart.group')}</th>
            <th scope="col">{seriesName}</th>
          </tr>
        </thead>
        <tbody>
          {data.points.map((point, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the labels may repeat (Others, missing)
            <tr key={index}>
              <th scope="row">{point.label}</th>
              <td>{point.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function seriesWords(settings: ChartSettings, t: ReturnType<typeof useLanguage>['t']): string {
  if (settings.aggregation === 'count') return t('widgets.chart.aggregation.count');
  return t(`widgets.chart.aggregation.${settings.aggregation}`, { field: settings.valueField ?? '' });
}

interface CanvasProps {
  type: ChartSettings['chartType'];
  data: ChartData;
  seriesName: string;
  label: string;
}

/** The ECharts instance of one chart: made once, given a new option on change, resized with its box. */
function ChartCanvas({ type, data, seriesName, label }: CanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof initChart> | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = initChart(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!chart.current || !element) return;
    const option = chartOption(type, data, seriesName, themeColors(element), (value) => formatNumber(value));
    chart.current.setOption(option, { notMerge: true });
  }, [type, data, seriesName]);

  // role img + label: the canvas is one picture to a screen reader; the table below has the values.
  return <div ref={box} className="widget-chart__canvas" role="img" aria-label={label} />;
}

/** The theme's colours as the canvas needs them (CSS variables resolved on the chart's box). */
function themeColors(element: HTMLElement): ChartColors {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    series: [
      read('--color-primary', '#3f51b5'),
      read('--color-secondary', '#009688'),
      read('--color-tertiary', '#ff9800'),
      read('--color-success', '#4caf50'),
      read('--color-warning', '#ffc107'),
      read('--color-error', '#f44336'),
      read('--color-onSurfaceVariant', '#607d8b'),
    ],
    text: read('--color-onSurface', '#1b1b1f'),
    muted: read('--color-onSurfaceVariant', '#44474f'),
    grid: read('--color-outline-12', '#e0e0e0'),
    font: style.fontFamily || 'sans-serif',
  };
}
