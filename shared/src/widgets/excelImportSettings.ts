import { z } from 'zod';

/**
 * Excel import kind (issue 16 point 3): the collection its rows become documents of (its key;
 * empty: the collection the page is showing) and the field a row's key is looked up by to
 * update a document instead of creating one (empty: every row creates one; editable per import).
 */
export const excelImportSettingsSchema = z.strictObject({
  collection: z.string().trim().max(100).default(''),
  keyField: z.string().trim().max(100).default(''),
});
export type ExcelImportSettings = z.infer<typeof excelImportSettingsSchema>;
