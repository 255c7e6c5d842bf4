import {
  computePivot,
  formatPivotKeyPart,
  formatPivotValue,
  type PivotDocument,
  type PivotKeyPart,
  type PivotResult,
} from '@colmena/shared';
import { type ChartSettings, chartPivotConfig, maxChartGroups } from '@colmena/shared/widgets';

/** One bar, point or slice: its group key, the label shown and its value (null: nothing to average). */
export interface ChartPoint {
  key: PivotKeyPart;
  label: string;
  value: number | null;
  /** The value as the page writes it (Spanish format). */
  text: string;
}

export interface ChartData {
  points: ChartPoint[];
  /** Sum of the points (count, sum); for avg the average over every document with a number. */
  total: number | null;
  totalText: string;
  /** How many groups were folded into "Others" (or dropped, for avg / dates) past maxChartGroups. */
  folded: number;
}

const monthPattern = /^(\d{4})-(\d{2})$/;

/**
 * The chart's points from the documents, grouped by the pivot engine (the one engine of groups
 * and date buckets). Past maxChartGroups: a date axis keeps its latest groups; grouping by value
 * keeps the largest and folds the rest into one "Others" (count and sum; an average cannot be
 * summed, so for avg the smallest are left out). `folded` says how many went.
 */
export function chartData(
  docs: readonly PivotDocument[],
  settings: ChartSettings,
  othersLabel: string,
  locale: string,
): ChartData {
  return chartDataOfPivot(computePivot(docs, chartPivotConfig(settings)), settings, othersLabel, locale);
}

/** The chart's points from its pivot (chartPivotConfig), as the server sends it for a chart's query. */
export function chartDataOfPivot(
  result: PivotResult,
  settings: ChartSettings,
  othersLabel: string,
  locale: string,
): ChartData {
  const agg = settings.aggregation;
  let points: ChartPoint[] = result.rows.map((node) => {
    const key = node.key[0] ?? null;
    const value = node.total[0] ?? null;
    return {
      key,
      label: groupLabel(key, settings.grouping, locale),
      value,
      text: formatPivotValue(value, agg),
    };
  });
  let folded = 0;
  if (points.length > maxChartGroups) {
    folded = points.length - maxChartGroups;
    if (settings.grouping !== 'value') {
      points = points.slice(-maxChartGroups);
    } else if (agg === 'avg') {
      points = byValueDescending(points).slice(0, maxChartGroups);
    } else {
      const sorted = byValueDescending(points);
      const kept = sorted.slice(0, maxChartGroups - 1);
      const rest = sorted.slice(maxChartGroups - 1);
      folded = rest.length;
      const restValue = rest.reduce((sum, point) => sum + (point.value ?? 0), 0);
      points = [
        ...kept,
        { key: null, label: othersLabel, value: restValue, text: formatPivotValue(restValue, agg) },
      ];
    }
  }
  const total = result.grandTotal[0] ?? null;
  return { points, total, totalText: formatPivotValue(total, agg), folded };
}

function byValueDescending(points: ChartPoint[]): ChartPoint[] {
  return [...points].sort(
    (a, b) => (b.value ?? Number.NEGATIVE_INFINITY) - (a.value ?? Number.NEGATIVE_INFINITY),
  );
}

/**
 * A group's label: a month bucket as its short month and year in the page's language
 * ("mar 2026"), anything else as the field's value reads elsewhere (missing: spec §8 text).
 */
export function groupLabel(key: PivotKeyPart, grouping: ChartSettings['grouping'], locale: string): string {
  if (grouping === 'month' && typeof key === 'string') {
    const match = monthPattern.exec(key);
    if (match) {
      const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
      return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        date,
      );
    }
  }
  return formatPivotKeyPart(key);
}
