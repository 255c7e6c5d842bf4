import type { PptxSettings } from '@colmena/shared/exports';
import { formatNumber } from '@colmena/shared/format';
import {
  computePivot,
  formatPivotKeyPart,
  formatPivotValue,
  type PivotDocument,
} from '@colmena/shared/pivot';
import { chartPivotConfig, maxChartGroups } from '@colmena/shared/widgets';
import type { DeckSummary } from './buildDeck';

const seriesNames = { count: 'Cantidad', sum: 'Suma', avg: 'Media' } as const;

/**
 * The summary slide's numbers: the documents grouped as a chart widget groups them (the pivot
 * engine, one row field: a field's values or a date's day, week or month), count / sum / avg.
 * Past 60 groups a date axis keeps its latest and grouping by value folds the smallest into "Otros".
 */
export function deckSummary(
  docs: readonly PivotDocument[],
  settings: PptxSettings,
  groupLabel: string,
  valueLabel: string | null,
): DeckSummary {
  const config = chartPivotConfig({ ...settings, chartType: 'bar', entry: settings.entry });
  const pivot = computePivot(docs, config);
  let groups = pivot.rows.map((row) => ({
    label: formatPivotKeyPart(row.key[0] ?? null),
    value: row.total[0] ?? 0,
  }));
  if (groups.length > maxChartGroups) {
    if (settings.grouping !== 'value') groups = groups.slice(-maxChartGroups);
    else {
      const sorted = [...groups].sort((a, b) => b.value - a.value);
      const kept = sorted.slice(0, maxChartGroups - 1);
      const rest = sorted.slice(maxChartGroups - 1).reduce((sum, g) => sum + g.value, 0);
      groups = [...kept, { label: 'Otros', value: rest }];
    }
  }
  const agg = settings.aggregation;
  const seriesName =
    agg === 'count' ? seriesNames.count : `${seriesNames[agg]} de ${valueLabel ?? settings.valueField ?? ''}`;
  return {
    heading: `${seriesName} por ${groupLabel} (${formatNumber(docs.length)} ${docs.length === 1 ? 'registro' : 'registros'})`,
    chartType: settings.chartType,
    seriesName,
    labels: groups.map((g) => g.label),
    values: groups.map((g) => g.value),
    valueTexts: groups.map((g) => formatPivotValue(g.value, agg)),
  };
}
