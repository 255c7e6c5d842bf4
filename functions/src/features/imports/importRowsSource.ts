import { type ImportCell, type ImportLimits, importLimits, isBlankRow } from '@colmena/shared/imports';
import type { Files } from '../../platform/files/Files';
import { AppError } from '../../platform/http/AppError';
import { importRowsPath } from './importFile';
import { sheetRows } from './sheetRows';

/** Where an import's job reads its file's rows, header first, in blocks (a piece of the file's rows each). */
export interface ImportRowsSource {
  read(): Promise<AsyncIterable<ImportCell[][]>>;
  /**
   * The rows its upload kept: reading them again costs a pass over a file of JSON lines, so the
   * job counts them first (this: data rows, header and blank lines not counted, the row bound
   * checked) and reads them for the batches after, instead of holding them. Lines are not taken
   * apart to count: the upload bounded them, and the batches' reading checks each again. Null
   * for a workbook parsed again: its one reading counts and holds the rows.
   */
  count: (() => Promise<number>) | null;
}

/**
 * The rows of an import's file for its job: those its upload kept beside it (importPreview.ts:
 * read and bounded then, one JSON array of cells a line), streamed; else the workbook itself,
 * parsed again (an upload whose rows were too large to keep, or a job queued before they were
 * kept). Null when neither is there.
 */
export async function importRowsSource(
  files: Files,
  tenant: string,
  filePath: string,
  limits: ImportLimits = importLimits,
): Promise<ImportRowsSource | null> {
  const rowsPath = importRowsPath(filePath);
  const kept = await files.open(tenant, rowsPath);
  if (kept) {
    let first: typeof kept | null = kept;
    const body = async () => {
      const opened = first ?? (await files.open(tenant, rowsPath));
      first = null;
      // Gone between two readings: the import cannot go on from it.
      if (!opened) throw new AppError('not_found');
      return opened.body as unknown as AsyncIterable<Uint8Array>;
    };
    return {
      read: async () => keptRowBlocks(await body(), limits),
      count: async () => countKeptRows(await body(), limits),
    };
  }
  const file = await files.read(tenant, filePath);
  if (!file) return null;
  // The upload checked this file's zip directory and stored it; rows, columns and cells are
  // bounded again as they are read.
  const workbook = Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength);
  return {
    read: async () => oneRowBlocks(sheetRows(workbook, limits, { zipChecked: true })),
    count: null,
  };
}

/** Kept rows, line by line; their bounds are checked again, and a line that is not a row of cells refuses the file. */
export async function* keptRows(
  body: AsyncIterable<Uint8Array>,
  limits: ImportLimits = importLimits,
): AsyncGenerator<ImportCell[]> {
  for await (const block of keptRowBlocks(body, limits)) yield* block;
}

/** A workbook's rows, each a block (the fallback when no rows were kept: parsing is its cost). */
async function* oneRowBlocks(rows: AsyncIterable<ImportCell[]>): AsyncGenerator<ImportCell[][]> {
  for await (const row of rows) yield [row];
}

/** keptRows, the rows of each piece of the file together (an await a piece, not a row). */
export async function* keptRowBlocks(
  body: AsyncIterable<Uint8Array>,
  limits: ImportLimits = importLimits,
): AsyncGenerator<ImportCell[][]> {
  let count = 0;
  for await (const { text, ends } of keptLines(body)) {
    const block: ImportCell[][] = [];
    let start = 0;
    for (const end of ends) {
      // The header row is not a data row.
      if (count++ > limits.maxRows)
        throw AppError.withParams('import_too_many_rows', { max: limits.maxRows });
      block.push(cellsOf(text.slice(start, end), limits));
      start = end + 1;
    }
    yield block;
  }
}

/**
 * The data rows of kept rows: lines after the header, blank ones left out. Most lines show at
 * their first cell that they are not blank (a number, a boolean, or a text whose first character
 * is printable ASCII); only the others are parsed to tell.
 */
export async function countKeptRows(
  body: AsyncIterable<Uint8Array>,
  limits: ImportLimits = importLimits,
): Promise<number> {
  let lines = 0;
  let data = 0;
  for await (const { text, ends } of keptLines(body)) {
    let start = 0;
    for (const end of ends) {
      // The header row is not a data row.
      if (lines++ > limits.maxRows)
        throw AppError.withParams('import_too_many_rows', { max: limits.maxRows });
      if (lines > 1 && !keptLineIsBlank(text, start, end, limits)) data++;
      start = end + 1;
    }
  }
  return data;
}

/**
 * The lines of a file of kept rows, those of each piece of it together: the text they are in,
 * from the first line's start, and where each ends (no line is copied until a reader wants it).
 */
async function* keptLines(body: AsyncIterable<Uint8Array>): AsyncGenerator<{ text: string; ends: number[] }> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let rest = '';
  for await (const chunk of body) {
    const text = rest + decoder.decode(chunk, { stream: true });
    const ends: number[] = [];
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      ends.push(end);
      start = end + 1;
    }
    rest = text.slice(start);
    if (ends.length > 0) yield { text, ends };
  }
  rest += decoder.decode();
  if (rest.length > 0) yield { text: rest, ends: [rest.length] };
}

/** Whether the kept line `text[start, end)` is a blank row, told by its first cell where it can. */
function keptLineIsBlank(text: string, start: number, end: number, limits: ImportLimits): boolean {
  const first = end - start > 2 && text.charCodeAt(start) === 0x5b ? text.charCodeAt(start + 1) : -1;
  // A number (digit or minus) or a boolean (t, f) is never blank.
  if ((first >= 0x30 && first <= 0x39) || first === 0x2d || first === 0x74 || first === 0x66) return false;
  if (first === 0x22) {
    // A text whose first character is printable ASCII, not a quote or an escape, is not blank.
    const char = text.charCodeAt(start + 2);
    if (char > 0x20 && char < 0x7f && char !== 0x22 && char !== 0x5c) return false;
  }
  return isBlankRow(cellsOf(text.slice(start, end), limits));
}

function cellsOf(line: string, limits: ImportLimits): ImportCell[] {
  let cells: unknown;
  try {
    cells = JSON.parse(line);
  } catch {
    throw new AppError('import_not_a_spreadsheet');
  }
  if (!Array.isArray(cells)) throw new AppError('import_not_a_spreadsheet');
  if (cells.length > limits.maxColumns)
    throw AppError.withParams('import_too_many_columns', { max: limits.maxColumns });
  for (const cell of cells) {
    if (typeof cell === 'string') {
      if (cell.length > limits.maxCellLength)
        throw AppError.withParams('import_cell_too_long', { max: limits.maxCellLength });
    } else if (cell !== null && typeof cell !== 'number' && typeof cell !== 'boolean')
      throw new AppError('import_not_a_spreadsheet');
  }
  return cells as ImportCell[];
}
