import type { FieldDefinition } from '@colmena/shared/fields';
import {
  type ColumnMapping,
  type ImportCell,
  type RowProblem,
  rememberedMapping,
  rowDocument,
  suggestMapping,
} from '@colmena/shared/imports';
import { z } from 'zod';

/** What PUT /api/imports/{id}/file answers: headings, the first rows, how many rows. */
export const importPreviewSchema = z.object({
  headers: z.array(z.string()),
  rows: z.array(
    z.object({ line: z.number(), cells: z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])) }),
  ),
  total: z.number(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export interface PreviewRow {
  line: number;
  /** The cells shown, one per column of the file. */
  cells: ImportCell[];
  problems: RowProblem[];
}

/**
 * The preview's rows checked as the server will check them (the same shared rowDocument and
 * field kit validators): a row with problems is one the import will skip.
 */
export function checkedPreview(
  preview: ImportPreview,
  mapping: ColumnMapping,
  fields: readonly FieldDefinition[],
): PreviewRow[] {
  return preview.rows.map((row) => ({
    line: row.line,
    cells: row.cells,
    problems: rowDocument(row.cells, mapping, fields).problems,
  }));
}

/** Where this browser remembers a collection's last mapping: per company, user and collection. */
export const mappingKey = (company: string, uid: string, collection: string) =>
  `colmena:importMapping:${company}:${uid}:${collection}`;

export function readRemembered(storage: Storage | null, key: string): Record<string, string | null> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
    const check = z.record(z.string(), z.string().nullable()).safeParse(parsed);
    return check.success ? check.data : {};
  } catch {
    return {};
  }
}

export function remember(
  storage: Storage | null,
  key: string,
  headers: readonly string[],
  mapping: ColumnMapping,
) {
  try {
    storage?.setItem(
      key,
      JSON.stringify({ ...readRemembered(storage, key), ...rememberedMapping(headers, mapping) }),
    );
  } catch {
    // A full or blocked storage only loses the convenience.
  }
}

/** The first mapping of a file: remembered headings first, then by declared key or label. */
export function firstMapping(
  headers: readonly string[],
  fields: readonly FieldDefinition[],
  remembered: Readonly<Record<string, string | null>>,
): ColumnMapping {
  return suggestMapping(headers, fields, remembered);
}

/** An import id: letters and digits (it names the import's command ids). */
export const importIdOf = (uuid: string) => `imp${uuid.replace(/[^A-Za-z0-9]/g, '').slice(0, 32)}`;
