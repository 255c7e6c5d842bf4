import { type Browser, expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { screenshotDir, tenantUrl } from './env';
import { applyFromPage, sendFromPage, signedInPage } from './pages/pageCommands';
import { either } from './pages/texts';

// Issue 16 point 3: an office imports last year's spreadsheet with no developer. A 1,000-row
// workbook with 7 bad rows: the preview shows the bad ones among the first 20 with their
// problems, the import runs as a job with its progress live, and the report says 993 created
// and 7 skipped, each with its row and reason.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const signedIn = (browser: Browser, email: string) => signedInPage(browser, { email, locale: 'es-ES' });
const collection = `e2eimport${Date.now().toString(36)}`;
const widgetId = `w-e2e-excel-import-${collection}`;

/** Data rows (line = index + 2) that break a declared field's rule, and why. */
const bad: Record<number, { cells: (row: number) => unknown[]; field: string }> = {
  3: { cells: (i) => ['', `C-${i}`, 10, '2025-01-01'], field: 'Name' },
  10: { cells: (i) => [`Proyecto ${i}`, `C-${i}`, -5, '2025-01-01'], field: 'Importe' },
  150: { cells: (i) => [`Proyecto ${i}`, `C-${i}`, 'mucho', '2025-01-01'], field: 'Importe' },
  300: { cells: (i) => [`Proyecto ${i}`, `C-${i}`, 7, '31/02/2025'], field: 'Inicio' },
  450: { cells: (i) => [null, `C-${i}`, 7, '2025-02-01'], field: 'Name' },
  700: { cells: (i) => [`Proyecto ${i}`, `C-${i}`, -1, '2025-02-01'], field: 'Importe' },
  999: { cells: (i) => [`Proyecto ${i}`, `C-${i}`, 3, 'ayer'], field: 'Inicio' },
};

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Proyectos 2025');
  sheet.addRow(['Nombre', 'Código', 'Importe', 'Fecha de inicio']);
  for (let i = 1; i <= 1000; i++) {
    const wrong = bad[i];
    sheet.addRow(
      wrong
        ? wrong.cells(i)
        : [`Proyecto ${i}`, `C-${i}`, 1000 + i / 4, new Date(Date.UTC(2025, i % 12, 1 + (i % 28)))],
    );
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

test.beforeAll(async ({ browser }) => {
  const admin = await signedIn(browser, 'admin@demo.test');
  await applyFromPage(admin, 'collection.define', {
    key: collection,
    name: 'Importación e2e',
    fields: [
      { key: 'Name', label: { es: 'Nombre', en: 'Name' }, type: 'shortText', required: true },
      { key: 'Codigo', label: { es: 'Código', en: 'Code' }, type: 'shortText' },
      { key: 'Importe', label: { es: 'Importe', en: 'Amount' }, type: 'currency', min: 0 },
      { key: 'Inicio', label: { es: 'Fecha de inicio', en: 'Start date' }, type: 'date' },
    ],
  });
  await applyFromPage(admin, 'widget.create', {
    docId: widgetId,
    widget: {
      place: 'company',
      ready: true,
      width: 3,
      title: 'Importar proyectos',
      type: 'excelImport',
      querysArray: [],
      settings: { collection },
    },
  });
  await admin.context().close();
});

test.afterAll(async ({ browser }) => {
  const admin = await signedIn(browser, 'admin@demo.test');
  await sendFromPage(admin, 'widget.delete', { docId: widgetId });
  // Its documents stay in their collection, unreachable once the definition is gone.
  await sendFromPage(admin, 'collection.remove', { key: collection, documents: 'keep' });
  await admin.context().close();
});

test('an admin imports 1,000 rows: the preview shows the problems, the report 993 created and 7 skipped', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'admin@demo.test');
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(tenantUrl('demo', `/widget/${collection}/${widgetId}/none`));
  await page.locator('input[type=file]').setInputFiles({
    name: 'proyectos-2025.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook(),
  });

  // The preview: the first 20 rows, the two bad ones among them flagged with their reasons.
  const rows = page.getByTestId('import-preview-row');
  await expect(rows).toHaveCount(20);
  const flagged = page.locator('[data-testid="import-preview-row"][data-problem="true"]');
  await expect(flagged).toHaveCount(2);
  await expect(flagged.nth(0)).toContainText(/Nombre: (Este campo es obligatorio|This field is required)/);
  await expect(flagged.nth(1)).toContainText(/Importe: (El mínimo es 0|The minimum is 0)/);
  // Headings matched the declared fields by label, with no mapping to do.
  await expect(page.getByLabel(/Campo: Nombre|Field: Nombre/)).toHaveValue('Name');
  await expect(page.getByLabel(/Campo: Fecha de inicio|Field: Fecha de inicio/)).toHaveValue('Inicio');
  await page.screenshot({ path: `${screenshotDir}/excel-import-preview.png`, fullPage: true });
  // A phone's width: the mapping stacks and the preview scrolls sideways inside its box.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${screenshotDir}/excel-import-preview-narrow.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 1000 });

  const start = page.getByRole('button', { name: /Importar 1\.000 filas|Import 1\.000 rows/ });
  // A double click starts one import: the id is the file's, the button goes busy at once.
  await start.dblclick();
  const report = page.getByTestId('import-report');
  await expect(report).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('import-created')).toHaveText(/^993 (documentos creados|documents created)$/);
  await expect(page.getByTestId('import-updated')).toHaveText(
    /^0 (documentos actualizados|documents updated)$/,
  );
  await expect(page.getByTestId('import-skipped')).toHaveText(/^7 (filas omitidas|rows skipped)$/);
  const skips = page.getByTestId('import-skip');
  await expect(skips).toHaveCount(7);
  const lines = Object.keys(bad).map((i) => Number(i) + 1);
  for (const [n, line] of lines.entries())
    await expect(skips.nth(n)).toContainText(new RegExp(`^(Fila|Row) ${line} — `));
  await expect(skips.nth(3)).toContainText(/Fecha de inicio: (Elija una fecha|Choose a date)/);
  await page.screenshot({ path: `${screenshotDir}/excel-import-report.png`, fullPage: true });

  // What the list reads: exactly the 993 good rows, once.
  const count = await page.evaluate(async (name) => {
    const res = await fetch('/api/query', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ collection: name, limit: 5000 }),
    });
    return ((await res.json()) as { docs: unknown[] }).docs.length;
  }, collection);
  expect(count).toBe(993);
  await expect(page.getByRole('button', { name: either('imports.again') })).toBeVisible();
  await page.context().close();
});

test('a file that is no spreadsheet is refused in words, nothing begun', async ({ browser }) => {
  const page = await signedIn(browser, 'admin@demo.test');
  await page.goto(tenantUrl('demo', `/widget/${collection}/${widgetId}/none`));
  await page.locator('input[type=file]').setInputFiles({
    name: 'foto.xlsx',
    mimeType: 'image/png',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  });
  await expect(page.getByRole('alert')).toHaveText(either('errors.import_not_a_spreadsheet'));
  await page.context().close();
});

test('the data list downloads as an .xlsx with typed cells', async ({ browser }) => {
  const page = await signedIn(browser, 'admin@demo.test');
  await page.goto(tenantUrl('demo', '/data/proyectos'));
  const button = page.getByRole('button', { name: either('exports.excelTitle') });
  await expect(button).toBeEnabled({ timeout: 15_000 });
  await page.screenshot({ path: `${screenshotDir}/excel-export-list.png` });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  const header = ((sheet?.getRow(1).values ?? []) as unknown[]).slice(1);
  // The columns are the declared fields by their labels (the admin reads Spanish): Habitación is Estancia.
  expect(header[0]).toBe('Nombre');
  expect(header).toContain('Estancia');
  expect(header).not.toContain('Habitación');
  expect(sheet?.rowCount ?? 0).toBeGreaterThan(1);
  // CreatedAt is headed as a word ("Creado") and is a date cell, never text; no cell of the sheet is a formula.
  expect(header).not.toContain('CreatedAt');
  const created = header.indexOf('Creado') + 1;
  expect(created).toBeGreaterThan(0);
  expect(sheet?.getRow(2).getCell(created).value).toBeInstanceOf(Date);
  sheet?.eachRow((row) => {
    row.eachCell((cell) => expect(cell.formula).toBeUndefined());
  });
  await page.context().close();
});
