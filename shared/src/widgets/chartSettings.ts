import { z } from 'zod';
import type { PivotConfig } from '../pivot/pivotConfig';
import { fieldPathSchema } from '../query/fieldPath';

export const chartTypes = ['bar', 'line', 'area', 'pie', 'doughnut'] as const;
export type ChartType = (typeof chartTypes)[number];

/** How a chart groups documents on its axis (or slices): the field's own values, or a date's day/week/month. */
export const chartGroupings = ['value', 'day', 'week', 'month'] as const;
export type ChartGrouping = (typeof chartGroupings)[number];

/** What each group shows: how many documents, or the sum or average of a number field. */
export const chartAggregations = ['count', 'sum', 'avg'] as const;
export type ChartAggregation = (typeof chartAggregations)[number];

/** More slices or bars than this are unreadable; the chart keeps the largest and sums the rest. */
export const maxChartGroups = 60;

/**
 * Chart kind: which querysArray entry it draws, its type, the field that groups the documents
 * (by value or by the day, ISO week or month of a date), and count / sum / avg of a number field.
 * `{}` is "documents created per month" as bars. Grouping runs on the pivot engine (one engine).
 */
export const chartSettingsSchema = z
  .strictObject({
    chartType: z.enum(chartTypes).default('bar'),
    entry: z.number().int().min(0).max(99).default(0),
    groupField: fieldPathSchema.default('CreatedAt'),
    grouping: z.enum(chartGroupings).default('month'),
    aggregation: z.enum(chartAggregations).default('count'),
    valueField: fieldPathSchema.optional(),
    /** The series' name in the legend and tooltip (default: the aggregation's own words). */
    seriesLabel: z.string().max(100).optional(),
  })
  .refine((s) => s.aggregation === 'count' || s.valueField !== undefined, {
    message: 'sum and avg need a value field',
    path: ['valueField'],
  });
export type ChartSettings = z.infer<typeof chartSettingsSchema>;

/** The pivot a chart's grouping is: one row field (bucketed for dates), no columns, one value. */
export function chartPivotConfig(settings: ChartSettings): PivotConfig {
  const row =
    settings.grouping === 'value'
      ? settings.groupField
      : { field: settings.groupField, bucket: settings.grouping };
  const value =
    settings.aggregation === 'count'
      ? { agg: 'count' as const }
      : { agg: settings.aggregation, field: settings.valueField ?? settings.groupField };
  return { rows: [row], cols: [], values: [value] };
}
