import {
  CellTooLong,
  CsvRows,
  type ImportCell,
  type ImportLimits,
  importLimits,
} from '@colmena/shared/imports';
import type ExcelJS from 'exceljs';
import { AppError } from '../../platform/http/AppError';
import { directoryWorkbookReader } from './directoryWorkbookReader';
import { checkZipDirectory } from './zipDirectory';

export type SheetKind = 'xlsx' | 'csv';

/** What the bytes are: a zip is taken for a workbook; text without NUL bytes for a CSV. */
export function sheetKindOf(file: Buffer): SheetKind {
  if (file.length >= 4 && file.readUInt32LE(0) === 0x04034b50) return 'xlsx';
  const head = file.subarray(0, 8192);
  if (head.includes(0)) throw new AppError('import_not_a_spreadsheet');
  return 'csv';
}

const limitError = (
  code: 'import_too_many_rows' | 'import_too_many_columns' | 'import_cell_too_long',
  max: number,
) => AppError.withParams(code, { max });

/**
 * The rows of the first sheet of an .xlsx (exceljs's streaming reader, after the zip directory
 * check) or of a CSV, header first, each cell as an ImportCell. The bounds are kept while
 * reading: one row, column or character too many throws the catalogue's refusal, so a caller
 * that writes nothing before the last row has been read refuses a hostile file with nothing
 * stored. A formula cell gives its saved result, never its formula.
 */
export async function* sheetRows(
  file: Buffer,
  limits: ImportLimits = importLimits,
  options: { zipChecked?: boolean } = {},
): AsyncGenerator<ImportCell[]> {
  if (file.length > limits.maxFileBytes)
    throw AppError.withParams('import_file_too_big', { max: Math.round(limits.maxFileBytes / 1048576) });
  const kind = sheetKindOf(file);
  const rows = kind === 'xlsx' ? xlsxRows(file, limits, options.zipChecked === true) : csvRows(file, limits);
  let count = 0;
  for await (const row of rows) {
    // The header row is not a data row.
    if (count++ > limits.maxRows) throw limitError('import_too_many_rows', limits.maxRows);
    if (row.length > limits.maxColumns) throw limitError('import_too_many_columns', limits.maxColumns);
    yield row;
  }
}

async function* csvRows(file: Buffer, limits: ImportLimits): AsyncGenerator<ImportCell[]> {
  const reader = new CsvRows(limits.maxCellLength);
  const decoder = new TextDecoder('utf-8');
  const chunk = 1024 * 1024;
  try {
    for (let at = 0; at < file.length; at += chunk) {
      const text = decoder.decode(file.subarray(at, at + chunk), { stream: true });
      for (const row of reader.push(text)) yield row;
    }
    for (const row of reader.push(decoder.decode())) yield row;
    for (const row of reader.end()) yield row;
  } catch (error) {
    if (error instanceof CellTooLong) throw limitError('import_cell_too_long', limits.maxCellLength);
    throw error;
  }
}

async function* xlsxRows(
  file: Buffer,
  limits: ImportLimits,
  zipChecked: boolean,
): AsyncGenerator<ImportCell[]> {
  if (!zipChecked) await checkZipDirectory(file, limits);
  const reader = directoryWorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    for await (const sheet of reader) {
      let expected = 1;
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        // Rows with nothing are not written to the file: keep the line numbers of the sheet.
        while (expected < row.number) {
          if (row.number - expected > limits.maxRows)
            throw limitError('import_too_many_rows', limits.maxRows);
          yield [];
          expected++;
        }
        expected = row.number + 1;
        yield cellsOf(row, limits);
      }
      // The first sheet only.
      return;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const refused = new AppError('import_not_a_spreadsheet');
    // Kept for whoever reads the server's log: the reader's own words on what it could not read.
    refused.cause = error;
    throw refused;
  }
}

function cellsOf(row: ExcelJS.Row, limits: ImportLimits): ImportCell[] {
  const values = row.values as unknown[];
  if (values.length - 1 > limits.maxColumns) throw limitError('import_too_many_columns', limits.maxColumns);
  const cells: ImportCell[] = [];
  for (let i = 1; i < values.length; i++) {
    const cell = plainCell(values[i]);
    if (typeof cell === 'string' && cell.length > limits.maxCellLength)
      throw limitError('import_cell_too_long', limits.maxCellLength);
    cells.push(cell);
  }
  return cells;
}

/** A workbook cell as plain data: a date as ISO (just the day at midnight), a formula as its saved result. */
export function plainCell(value: unknown): ImportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((part) => part.text).join('');
    if ('formula' in v || 'sharedFormula' in v) return plainCell(v.result);
    if (typeof v.text === 'string') return v.text;
  }
  return null;
}
