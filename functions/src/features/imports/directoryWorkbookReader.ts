import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError } from '../../platform/http/AppError';
import { openEntry, readDirectory } from './zipDirectory';

type ReaderEvent = { eventType: string; value: unknown };

/** The parts of exceljs's streaming WorkbookReader this reader drives (untyped in its .d.ts). */
interface ReaderInternals {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<ReaderEvent>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(iterator: AsyncIterable<Buffer>, sheetNo: string): Generator<ReaderEvent>;
}

const worksheetPart = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * exceljs's streaming WorkbookReader, its parts read through the zip's central directory
 * instead of one pass over the zip stream. The one-pass reader loses entries when its reader
 * waits between them (exceljs#3064: its stream iterator pauses unzipper's entry stream, which
 * keeps going and ends, dropping what it had not delivered); exceljs writes `xl/workbook.xml`
 * last, so an import failed at random as "not a spreadsheet". Here the workbook's
 * relationships, the workbook, the shared strings and the styles are read before any sheet,
 * each entry from its own inflating stream, and the sheets are still read row by row.
 */
export function directoryWorkbookReader(
  file: Buffer,
  options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>,
): ExcelJS.stream.xlsx.WorkbookReader {
  // The base class wants an input; parse() below never reads it.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader('', options);
  const internals = reader as unknown as ReaderInternals;
  const entries = new Map(readDirectory(file).map((entry) => [entry.name, entry]));
  const open = (name: string) => {
    const entry = entries.get(name);
    return entry ? openEntry(file, entry) : undefined;
  };
  const sheets = [...entries.keys()]
    .map((name) => worksheetPart.exec(name)?.[1])
    .filter((no): no is string => no !== undefined)
    .sort((a, b) => Number(a) - Number(b));
  reader.parse = async function* parse() {
    const rels = open('xl/_rels/workbook.xml.rels');
    if (rels) await internals._parseRels(rels);
    const workbook = open('xl/workbook.xml');
    if (!workbook) throw new AppError('import_not_a_spreadsheet');
    await internals._parseWorkbook(workbook);
    const strings = open('xl/sharedStrings.xml');
    if (strings) yield* internals._parseSharedStrings(strings);
    const styles = open('xl/styles.xml');
    if (styles) await internals._parseStyles(styles);
    for (const sheetNo of sheets) {
      const sheet = open(`xl/worksheets/sheet${sheetNo}.xml`);
      if (sheet) yield* internals._parseWorksheet(sheet, sheetNo);
    }
  };
  return reader;
}
