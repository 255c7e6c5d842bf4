import { z } from 'zod';
import { fieldPathSchema } from '../query/fieldPath';
import { tableColumnSchema } from '../widgets/tableSettings';

/**
 * What a PDF widget exports: the document on screen as a report (its fields as the project
 * view shows them, its images, its journals as a table), or its query as a paginated list.
 */
export const pdfReports = ['document', 'list'] as const;
export type PdfReport = (typeof pdfReports)[number];

export const pdfOrientations = ['portrait', 'landscape'] as const;

/** Columns past this do not fit a page's width readably, even in landscape. */
export const maxPdfColumns = 12;

/**
 * PDF kind: which report, which querysArray entry a list report prints, its title (default:
 * the widget's), the columns (none chosen: the collection's declared fields, else the
 * documents' own), the number columns summed in a totals row, and the page's orientation.
 */
export const pdfSettingsSchema = z.strictObject({
  report: z.enum(pdfReports).default('list'),
  entry: z.number().int().min(0).max(99).default(0),
  title: z.string().max(200).optional(),
  columns: z.array(tableColumnSchema).max(maxPdfColumns).default([]),
  totals: z.array(fieldPathSchema).max(maxPdfColumns).default([]),
  orientation: z.enum(pdfOrientations).default('portrait'),
});
export type PdfSettings = z.infer<typeof pdfSettingsSchema>;
