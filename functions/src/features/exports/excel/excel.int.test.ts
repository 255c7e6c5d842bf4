import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/testApp';

/**
 * Issue 16 point 4: a list or a widget's query as .xlsx, read back with exceljs: numbers are
 * numbers, dates are dates, and no text ever becomes a formula; only what the caller may read.
 */
const demo = 'demo.localhost:8080';
const collection = 'exportados';
let app: TestApp;
let admin: string;
let n = 0;

const send = async (type: string, payload: unknown, cookie = admin) => {
  const res = await app.request(demo, '/api/commands', {
    method: 'POST',
    json: { id: `excel-${++n}`, type, payload },
    headers: { cookie },
  });
  return (await res.json()) as { status: string };
};

const injections = [
  '=HYPERLINK("http://evil","x")',
  '+34 600 000 000',
  '-2+3',
  '@SUM(A1)',
  '\tTab',
  '\rRetorno',
];

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn(demo, 'admin@demo.test');
  expect(
    await send('collection.define', {
      key: collection,
      name: 'Exportados',
      lvlView: 100,
      fields: [
        { key: 'Name', label: { es: 'Nombre', en: 'Name' }, type: 'shortText' },
        { key: 'Importe', label: { es: 'Importe', en: 'Amount' }, type: 'currency' },
        { key: 'Inicio', label: { es: 'Fecha de inicio', en: 'Start date' }, type: 'date' },
        { key: 'Hecho', label: { es: 'Hecho', en: 'Done' }, type: 'yesNo' },
      ],
    }),
  ).toMatchObject({ status: 'applied' });
  for (const [i, name] of injections.entries())
    expect(
      await send('document.create', {
        collection,
        docId: `x${i}`,
        data: {
          Name: name,
          Importe: 1000.5 + i,
          Inicio: `2026-03-0${i + 1}`,
          Hecho: i % 2 === 0,
          CreatedAt: '2026-03-01T10:30:00.000Z',
        },
      }),
    ).toMatchObject({ status: 'applied' });
}, 60_000);
afterAll(() => app.close());

async function exportAs(cookie: string, body: unknown) {
  const res = await app.request(demo, '/api/excel/export', {
    method: 'POST',
    json: body,
    headers: { cookie },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('POST /api/excel/export', () => {
  it('writes typed cells and neutralises every text a spreadsheet would run', async () => {
    const { res, bytes } = await exportAs(admin, {
      read: { collection, orderBy: ['Importe', 'asc'] },
      title: 'Exportados marzo',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain('Exportados marzo.xlsx');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['Nombre', 'Importe', 'Fecha de inicio', 'Hecho', 'Creado']);
    expect(sheet.rowCount).toBe(1 + injections.length);
    for (const [i, text] of injections.entries()) {
      const row = sheet.getRow(i + 2);
      // XML reads a CR back as a line feed; the apostrophe in front is what matters.
      expect(String(row.getCell(1).value)).toBe(`'${text}`.replace('\r', '\n'));
      expect(row.getCell(2).value).toBe(1000.5 + i);
      expect(row.getCell(3).value).toEqual(new Date(`2026-03-0${i + 1}T00:00:00Z`));
      expect(row.getCell(3).numFmt).toBe('dd/mm/yyyy');
      expect(row.getCell(4).value).toBe(i % 2 === 0);
      expect(row.getCell(5).value).toEqual(new Date('2026-03-01T10:30:00.000Z'));
      for (let c = 1; c <= 5; c++) expect(row.getCell(c).formula).toBeUndefined();
    }
    // And in the file itself: no formula element anywhere.
    const zip = await JSZip.loadAsync(bytes);
    const xml = await zip.file('xl/worksheets/sheet1.xml')?.async('string');
    expect(xml).toBeDefined();
    expect(xml).not.toContain('<f>');
    expect(xml).not.toContain('<f ');
  });

  it('takes the columns a table widget names, with their headings', async () => {
    const { bytes } = await exportAs(admin, {
      read: { collection },
      columns: [{ field: 'Importe', label: 'Cuánto' }, { field: 'Name' }],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(((workbook.worksheets[0]?.getRow(1).values ?? []) as unknown[]).slice(1)).toEqual([
      'Cuánto',
      'Nombre',
    ]);
  });

  it('gives nobody what they may not read', async () => {
    const employee = await app.signIn(demo, 'employee@demo.test');
    const { res } = await exportAs(employee, { read: { collection } });
    expect(res.status).toBe(403);
    const visitor = await app.request(demo, '/api/excel/export', {
      method: 'POST',
      json: { read: { collection } },
    });
    expect(visitor.status).toBe(401);
  });
});
