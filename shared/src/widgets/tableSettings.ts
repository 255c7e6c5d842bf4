import { z } from 'zod';

/** One column of a table widget: the document field it shows, and its own heading if any. */
export const tableColumnSchema = z.object({
  field: z.string().trim().min(1).max(1500),
  label: z.string().max(200).optional(),
});
export type TableColumn = z.infer<typeof tableColumnSchema>;

/**
 * Table kind: the columns, chosen and ordered (none chosen: the fields of the documents, Name
 * first); which querysArray entry it lists; whether it offers a CSV download.
 */
export const tableSettingsSchema = z.strictObject({
  columns: z.array(tableColumnSchema).max(50).default([]),
  entry: z.number().int().min(0).max(99).default(0),
  csv: z.boolean().default(true),
});
export type TableSettings = z.infer<typeof tableSettingsSchema>;
