import '@colmena/shared/i18n/widgetEditorTexts';
import '@colmena/shared/i18n/widgetsTexts';
import {
  type ChartAggregation,
  type ChartGrouping,
  type ChartType,
  chartAggregations,
  chartGroupings,
  chartTypes,
} from '@colmena/shared/widgets';
import { useT } from '../../hooks/useT';
import { SelectField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import type { KindEditorProps } from '../kindTypes';

/** The chart kind's panel: type, the query it draws, the grouping field and how, the value. */
export function ChartEditor({ settings, onChange }: KindEditorProps) {
  const t = useT();
  const set = (patch: Record<string, unknown>) => {
    const next: Record<string, unknown> = { ...settings, ...patch };
    for (const [key, value] of Object.entries(patch))
      if (value === undefined || value === '') delete next[key];
    onChange(next);
  };
  const aggregation = (settings.aggregation as ChartAggregation | undefined) ?? 'count';
  return (
    <>
      <SelectField<ChartType>
        label={t('widgets.editor.chart.type')}
        value={(settings.chartType as ChartType | undefined) ?? 'bar'}
        options={chartTypes.map((type) => ({ value: type, label: t(`widgets.chart.type.${type}`) }))}
        onValueChange={(chartType) => set({ chartType })}
      />
      <TextField
        label={t('widgets.editor.chart.entry')}
        type="number"
        min={0}
        max={99}
        value={String(settings.entry ?? 0)}
        onValueChange={(value) => set({ entry: value === '' ? 0 : Number(value) })}
      />
      <TextField
        label={t('widgets.editor.chart.groupField')}
        value={String(settings.groupField ?? 'CreatedAt')}
        onValueChange={(groupField) => set({ groupField })}
      />
      <SelectField<ChartGrouping>
        label={t('widgets.editor.chart.grouping')}
        value={(settings.grouping as ChartGrouping | undefined) ?? 'month'}
        options={chartGroupings.map((grouping) => ({
          value: grouping,
          label: t(`widgets.editor.chart.grouping.${grouping}`),
        }))}
        onValueChange={(grouping) => set({ grouping })}
      />
      <SelectField<ChartAggregation>
        label={t('widgets.editor.chart.aggregation')}
        value={aggregation}
        options={chartAggregations.map((agg) => ({
          value: agg,
          label: t(`widgets.editor.chart.agg.${agg}`),
        }))}
        onValueChange={(next) =>
          set({ aggregation: next, ...(next === 'count' ? { valueField: undefined } : {}) })
        }
      />
      {aggregation !== 'count' && (
        <TextField
          label={t('widgets.editor.chart.valueField')}
          value={String(settings.valueField ?? '')}
          onValueChange={(valueField) => set({ valueField })}
        />
      )}
      <TextField
        label={t('widgets.editor.chart.seriesLabel')}
        value={String(settings.seriesLabel ?? '')}
        onValueChange={(seriesLabel) => set({ seriesLabel })}
      />
    </>
  );
}
