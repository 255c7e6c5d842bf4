import { setTimeout as sleep } from 'node:timers/promises';
import { importLimits } from '@colmena/shared/imports';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/AppError';
import { sheetRows } from './sheetRows';

async function twoSheets(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const first = workbook.addWorksheet('Obras');
  first.addRow(['Nombre', 'Importe', 'Inicio']);
  for (let i = 1; i <= 300; i++)
    first.addRow([`Obra ${i}`, i * 1.5, new Date(Date.UTC(2026, 0, i % 28 || 1))]);
  const second = workbook.addWorksheet('Otra');
  second.addRow(['no se lee']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows read, the reader made to wait between rows as an import waits for its commands. */
async function slowlyRead(file: Buffer, waitMs: number): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  for await (const row of sheetRows(file)) {
    rows.push(row);
    if (waitMs) await sleep(waitMs);
  }
  return rows;
}

describe('sheetRows reads a workbook through its zip directory', () => {
  it.each([
    ['read at once', 0],
    ['read while waiting between rows', 1],
  ])('every row of the first sheet, shared strings resolved: %s', async (_, waitMs) => {
    const file = await twoSheets();
    const rows = await slowlyRead(file, waitMs);
    expect(rows).toHaveLength(301);
    expect(rows[0]).toEqual(['Nombre', 'Importe', 'Inicio']);
    expect(rows[1]).toEqual(['Obra 1', 1.5, '2026-01-01']);
    expect(rows[300]).toEqual(['Obra 300', 450, '2026-01-20']);
  });

  it('gives the same rows on every read (exceljs#3064 lost the workbook part at random)', async () => {
    const file = await twoSheets();
    const reads = await Promise.all(Array.from({ length: 20 }, () => slowlyRead(file, 0)));
    for (const rows of reads) expect(rows).toHaveLength(301);
  });

  it('a sheet that is not XML is not a spreadsheet, and says why to the log', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Datos').addRow(['a']);
    const good = Buffer.from(await workbook.xlsx.writeBuffer());
    const broken = await rewriteSheet(good, '<worksheet><sheetData><row r="1"></c></sheetData></worksheet>');
    const error = await slowlyRead(broken, 0).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'import_not_a_spreadsheet' });
    expect((error as Error).cause).toBeInstanceOf(Error);
  });

  it('keeps the bounds while reading', async () => {
    const file = await twoSheets();
    const few = { ...importLimits, maxRows: 10 };
    await expect(
      (async () => {
        for await (const _ of sheetRows(file, few));
      })(),
    ).rejects.toMatchObject({ code: 'import_too_many_rows' });
  });
});

/** The workbook with its sheet1.xml replaced (the zip rewritten by exceljs's own reader/writer is no use: it would repair it). */
async function rewriteSheet(file: Buffer, xml: string): Promise<Buffer> {
  const { default: JSZip } = await import('jszip');
  const zip = await JSZip.loadAsync(file);
  zip.file('xl/worksheets/sheet1.xml', xml);
  return Buffer.from(await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
}
