import { PassThrough } from 'node:stream';
import type { FieldType } from '@colmena/shared/fields';
import { neutraliseFormula } from '@colmena/shared/widgets';
import ExcelJS from 'exceljs';

/** A column of the sheet: the field it reads, its heading, and the field's type when declared. */
export interface ExcelColumn {
  field: string;
  label: string;
  type?: FieldType | undefined;
}

const numericTypes: ReadonlySet<FieldType> = new Set(['integer', 'decimal', 'currency', 'percent']);
const numericText = /^-?\d+(\.\d+)?$/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;
const dayFormat = 'dd/mm/yyyy';
const timeFormat = 'dd/mm/yyyy hh:mm';
const dayStyle: Partial<ExcelJS.Style> = { numFmt: dayFormat };
const timeStyle: Partial<ExcelJS.Style> = { numFmt: timeFormat };
const plainStyle: Partial<ExcelJS.Style> = {};
/** Excel's longest cell text. */
const maxCellText = 32_767;

/** A value as its cell: a number stays a number, an ISO day or time becomes a date, text is neutralised. */
export function excelCell(value: unknown, type?: FieldType): { value: ExcelJS.CellValue; format?: string } {
  if (value === undefined || value === null || value === '') return { value: null };
  if (typeof value === 'number') return { value: Number.isFinite(value) ? value : null };
  if (typeof value === 'boolean') return { value };
  if (typeof value === 'string') {
    // A number kept as text ("1250.5") in a number column is written as the number.
    if (type !== undefined && numericTypes.has(type) && numericText.test(value.trim()))
      return { value: Number(value.trim()) };
    if (type !== 'shortText' && type !== 'longText' && type !== 'barcode' && type !== 'phone') {
      // A day is the day everywhere (UTC midnight); a time is shown as in Madrid is not knowable
      // in a sheet without zones, so it is kept in UTC as stored.
      if (isoDay.test(value)) return { value: new Date(`${value}T00:00:00Z`), format: dayFormat };
      if (isoTime.test(value) && !Number.isNaN(Date.parse(value)))
        return { value: new Date(value), format: timeFormat };
    }
    return { value: neutraliseFormula(value).slice(0, maxCellText) };
  }
  if (Array.isArray(value))
    return {
      value: neutraliseFormula(value.map((item) => plainText(item)).join(', ')).slice(0, maxCellText),
    };
  return { value: neutraliseFormula(plainText(value)).slice(0, maxCellText) };
}

function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value && typeof value === 'object') {
    const { url, name } = value as { url?: unknown; name?: unknown };
    if (typeof name === 'string') return name;
    if (typeof url === 'string') return url;
  }
  return JSON.stringify(value) ?? '';
}

/** A field's value, read through dots for a nested map (`address.city`), as the table shows it. */
function valueAt(doc: Readonly<Record<string, unknown>>, field: string): unknown {
  if (Object.hasOwn(doc, field)) return doc[field];
  let current: unknown = doc;
  for (const part of field.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * The rows as an .xlsx of one sheet (exceljs's streaming writer: rows are written and let go
 * as they come, so 100,000 rows never sit in the workbook at once): a bold header row, typed
 * cells, no shared strings. No cell ever holds a formula: values are written as values and a
 * text a spreadsheet would read as one is neutralised (the CSV's rule).
 */
export async function excelWorkbook(
  columns: readonly ExcelColumn[],
  rows: Iterable<Readonly<Record<string, unknown>>>,
  sheetName = 'Datos',
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = writer.addWorksheet(safeSheetName(sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    key: column.field,
    width: Math.min(60, Math.max(12, column.label.length + 2)),
  }));
  const header = sheet.addRow(columns.map((column) => neutraliseFormula(column.label)));
  header.font = { bold: true };
  header.commit();
  for (const doc of rows) {
    const row = sheet.addRow([]);
    columns.forEach((column, i) => {
      const { value, format } = excelCell(valueAt(doc, column.field), column.type);
      if (value === null) return;
      const cell = row.getCell(i + 1);
      cell.value = value;
      // One shared style object per format: exceljs caches a style by its object, so 100,000
      // cells cost one lookup each instead of one serialised style each.
      cell.style = format === dayFormat ? dayStyle : format === timeFormat ? timeStyle : plainStyle;
    });
    row.commit();
  }
  sheet.commit();
  await writer.commit();
  await finished;
  return Buffer.concat(chunks);
}

/** Excel refuses a sheet name over 31 characters or with []:*?/\ in it. */
function safeSheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Datos'
  );
}

/** A file name from a title, `.xlsx`: what a file system refuses taken out. */
export function excelFileName(title: string): string {
  const base = Array.from(title, (char) =>
    char.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(char) ? ' ' : char,
  )
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${base || 'datos'}.xlsx`;
}

export const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
