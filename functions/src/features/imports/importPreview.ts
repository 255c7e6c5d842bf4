import { type ImportCell, isBlankRow, previewRows } from '@colmena/shared/imports';
import { sheetRows } from './sheetRows';

export interface ImportPreview {
  headers: string[];
  /** The first data rows, each with its line in the file (the header is line 1). */
  rows: { line: number; cells: ImportCell[] }[];
  /** Data rows in the file, blank lines not counted. */
  total: number;
}

/**
 * What the import widget shows before anything is written: the headings, the first 20 rows and
 * how many there are. The whole file is read (its bounds kept), so a hostile file is refused
 * here, at upload, with the catalogue's text.
 */
export async function importPreview(file: Buffer): Promise<ImportPreview> {
  let headers: string[] | null = null;
  const rows: ImportPreview['rows'] = [];
  let total = 0;
  let line = 0;
  for await (const cells of sheetRows(file)) {
    line++;
    if (headers === null) {
      headers = cells.map((cell) => (cell === null ? '' : String(cell).trim()));
      continue;
    }
    if (isBlankRow(cells)) continue;
    total++;
    if (rows.length < previewRows) rows.push({ line, cells });
  }
  return { headers: headers ?? [], rows, total };
}
