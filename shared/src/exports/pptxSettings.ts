import { z } from 'zod';
import { fieldPathSchema } from '../query/fieldPath';
import { chartAggregations, chartGroupings } from '../widgets/chartSettings';

/**
 * The deck layouts a PowerPoint widget offers. Every deck opens with the company's title slide;
 * then `documents`: one slide per document (its fields and first image); `summary`: one slide
 * with a chart of a grouped field and its table; `complete`: the summary, then the documents.
 */
export const pptxTemplates = ['documents', 'summary', 'complete'] as const;
export type PptxTemplate = (typeof pptxTemplates)[number];

export const pptxChartTypes = ['bar', 'pie'] as const;

/** Fields on a document's slide beyond which the text would not fit beside its image. */
export const maxPptxFields = 10;

/** Slides a deck holds at most (the title and summary slides besides): more is no meeting. */
export const maxPptxDocumentSlides = 500;

/**
 * PowerPoint kind: the template, which querysArray entry it reads, the deck's title (default:
 * the widget's), the fields on each document's slide (none chosen: the declared ones, else
 * the document's own), and for the summary the grouping (as the chart kind: a field's values or
 * a date's day, week or month), count / sum / avg of a number field, bars or a pie.
 */
export const pptxSettingsSchema = z
  .strictObject({
    template: z.enum(pptxTemplates).default('documents'),
    entry: z.number().int().min(0).max(99).default(0),
    title: z.string().max(200).optional(),
    fields: z.array(fieldPathSchema).max(maxPptxFields).default([]),
    groupField: fieldPathSchema.default('CreatedAt'),
    grouping: z.enum(chartGroupings).default('month'),
    aggregation: z.enum(chartAggregations).default('count'),
    valueField: fieldPathSchema.optional(),
    chartType: z.enum(pptxChartTypes).default('bar'),
  })
  .refine((s) => s.aggregation === 'count' || s.valueField !== undefined, {
    message: 'sum and avg need a value field',
    path: ['valueField'],
  });
export type PptxSettings = z.infer<typeof pptxSettingsSchema>;
