import { type ImportCell, isBlankRow, previewRows } from '@colmena/shared/imports';
import { AppError } from '../../platform/http/AppError';
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
  const preview = new PreviewCollector();
  for await (const cells of sheetRows(file)) preview.add(cells);
  return preview.result();
}

/**
 * The preview, the rows read for it kept by `keep` (a file write that takes them as a stream):
 * every row of the sheet, header and blank lines included, as one JSON array of cells a line.
 * The import's job then reads them instead of parsing the workbook again (the parse is most of
 * its reading). Rows too many bytes to keep (`file_too_big` from `keep`) are not kept: the
 * preview is read again without them, and the job parses the workbook.
 */
export async function importPreviewKeepingRows(
  file: Buffer,
  keep: (lines: AsyncIterable<Uint8Array>) => Promise<unknown>,
): Promise<ImportPreview> {
  const preview = new PreviewCollector();
  try {
    await keep(rowLines(sheetRows(file), preview));
  } catch (error) {
    if (error instanceof AppError && error.code === 'file_too_big') return importPreview(file);
    throw error;
  }
  return preview.result();
}

/** Lines are handed on in pieces of about this many characters. */
const pieceChars = 256 * 1024;

async function* rowLines(
  rows: AsyncIterable<ImportCell[]>,
  preview: PreviewCollector,
): AsyncGenerator<Uint8Array> {
  let text = '';
  for await (const cells of rows) {
    preview.add(cells);
    text += `${JSON.stringify(cells)}\n`;
    if (text.length >= pieceChars) {
      yield Buffer.from(text);
      text = '';
    }
  }
  if (text.length > 0) yield Buffer.from(text);
}

class PreviewCollector {
  private headers: string[] | null = null;
  private readonly rows: ImportPreview['rows'] = [];
  private total = 0;
  private line = 0;

  add(cells: ImportCell[]): void {
    this.line++;
    if (this.headers === null) {
      this.headers = cells.map((cell) => (cell === null ? '' : String(cell).trim()));
      return;
    }
    if (isBlankRow(cells)) return;
    this.total++;
    if (this.rows.length < previewRows) this.rows.push({ line: this.line, cells });
  }

  result(): ImportPreview {
    return { headers: this.headers ?? [], rows: this.rows, total: this.total };
  }
}
