import { type Browser, expect, type Page, test } from '@playwright/test';
import { screenshotDir } from './env';
import { DataTablePage } from './pages/DataTablePage';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { sendFromPage } from './pages/TrashPage';
import { either } from './pages/texts';

// Issue 12 point 3: the table view of a collection beside the cards — declared fields as columns,
// sort, filters by type, inline edit seen live elsewhere, keyboard, bulk actions, remembered choices.
// On collections of its own (a fresh key per run), so the demo's lists stay as seeded.

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const key = `tabla${run}`;
const archive = `archivo${run}`;
const label = (es: string, en: string) => ({ es, en });
const id = (i: number) => `t-${String(i).padStart(2, '0')}`;
const rows = 24;

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (
    await browser.newContext({ locale: 'es-ES', viewport: { width: 1366, height: 900 } })
  ).newPage();
  const login = new LoginPage(page);
  await login.open('demo');
  await login.signIn('admin@demo.test');
  await new ShellPage(page).expectSignedIn();
  return page;
}

async function send(page: Page, type: string, payload: unknown): Promise<void> {
  const outcome = await sendFromPage(page, type, payload);
  expect(outcome, `${type} ${JSON.stringify(payload)}`).toMatchObject({ status: 'applied' });
}

async function docOf(page: Page, docId: string): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    async ([collection, docId]) => {
      const answer = await fetch('/api/query', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ collection, limit: 1000 }),
      });
      const body = (await answer.json()) as { docs: { FireId: string }[] };
      return body.docs.find((doc) => doc.FireId === docId) ?? null;
    },
    [key, docId] as const,
  );
}

let page: Page;
let table: DataTablePage;

test.beforeAll(async ({ browser }) => {
  page = await adminPage(browser);
  table = new DataTablePage(page);
  const fields = [
    { key: 'Name', label: label('Nombre', 'Name'), type: 'shortText', required: true },
    { key: 'Importe', label: label('Importe', 'Amount'), type: 'currency', onCard: true },
    { key: 'Pagado', label: label('¿Pagado?', 'Paid?'), type: 'yesNo' },
    {
      key: 'Estado',
      label: label('Estado', 'Status'),
      type: 'choice',
      options: ['Abierta', 'En obra', 'Cerrada'],
    },
    { key: 'Inicio', label: label('Inicio', 'Start'), type: 'date' },
  ];
  await send(page, 'collection.define', { key, name: 'Obras en tabla', mainNameSingular: 'Obra', fields });
  await send(page, 'collection.define', {
    key: archive,
    name: 'Archivo de tabla',
    mainNameSingular: 'Obra',
    fields,
  });
  await page.evaluate(
    async ({ key, rows }) => {
      const states = ['Abierta', 'En obra', 'Cerrada'];
      await Promise.all(
        Array.from({ length: rows }, (_, i) =>
          fetch('/api/commands', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              id: crypto.randomUUID(),
              type: 'document.create',
              payload: {
                collection: key,
                docId: `t-${String(i).padStart(2, '0')}`,
                data: {
                  Name: `Obra ${String(i).padStart(2, '0')}`,
                  Importe: 1000 + i * 250,
                  Pagado: i % 3 === 0,
                  Estado: states[Math.floor(i / 2) % 3],
                  Inicio: `2026-0${1 + (i % 6)}-1${i % 10}`,
                },
              },
            }),
          }),
        ),
      );
    },
    { key, rows },
  );
});

test('the table shows the declared fields as columns, formatted by type, and is remembered', async () => {
  await table.open(key);
  // The switch is styled on the cards already, before the table's own chunk (and CSS) loads.
  await expect(table.viewButton('table')).toHaveCSS('border-radius', '999px');
  await table.viewButton('table').click();
  await expect(table.rows.first()).toBeVisible();
  await expect(table.viewButton('table')).toHaveAttribute('aria-pressed', 'true');
  const headings = await table.grid.locator('thead tr').first().locator('th').allInnerTexts();
  expect(headings.map((text) => text.replace(/[▲▼]/g, '').trim())).toEqual([
    '',
    'Nombre',
    'Importe',
    '¿Pagado?',
    'Estado',
    'Inicio',
    'Creado',
  ]);
  await expect(table.count).toHaveText(/^(24 filas|24 rows)$/);
  await expect(table.cell(id(1), 'Importe')).toHaveText('1.250,00 €');
  await expect(table.cell(id(3), 'Pagado')).toHaveText(/^(Sí|Yes)$/);
  await expect(table.cell(id(1), 'Inicio')).toHaveText('11/02/2026');
  await page.screenshot({ path: `${screenshotDir}/data-table.png` });

  // The choice of view is remembered for this user and collection: a new visit opens the table.
  await table.open(key);
  await expect(table.rows.first()).toBeVisible();
  await table.open(archive);
  await expect(page.getByTestId('doc-card').or(page.getByText(/Todavía no hay|There are no/))).toBeVisible();
});

test('a heading sorts the list by that field, both ways', async () => {
  await table.open(key, 'table');
  await table.heading('Importe').getByRole('button').click();
  await expect(page).toHaveURL(/sort=Importe%3Aasc|sort=Importe:asc/);
  await expect.poll(() => table.names().then((names) => names.slice(0, 2))).toEqual(['Obra 00', 'Obra 01']);
  await table.heading('Importe').getByRole('button').click();
  await expect.poll(() => table.names().then((names) => names.slice(0, 2))).toEqual(['Obra 23', 'Obra 22']);
  await expect(table.heading('Importe')).toHaveAttribute('aria-sort', 'descending');
  await table.heading('Nombre').getByRole('button').click();
  await expect.poll(() => table.names().then((names) => names[0])).toBe('Obra 00');
});

test('filters per column by type narrow the rows, and are remembered', async () => {
  await table.open(key, 'table');
  await table.filter(/Filtrar ¿Pagado\?|Filter Paid\?/).selectOption('true');
  await expect(table.rows).toHaveCount(8);
  await expect(table.count).toHaveText(/^8 de 24 filas|^8 of 24 rows/);
  await table.filter(/Filtrar Importe: Desde|Filter Amount: From/).fill('3.000');
  // Paid ones are 0, 3, 6…: from 3.000 € (i ≥ 8) that leaves 9, 12, 15, 18, 21.
  await expect(table.rows).toHaveCount(5);
  // Of those (9, 12, 15, 18, 21), the open ones are 12 and 18.
  await table.filter(/Filtrar Estado|Filter Status/).selectOption('Abierta');
  await expect(table.rows).toHaveCount(2);
  // 12 starts on 12 January, 18 on the 18th: a day bound, inclusive, keeps the first.
  await table.filter(/Filtrar Inicio: Hasta|Filter Start: To/).fill('2026-01-12');
  await expect(table.rows).toHaveCount(1);
  await expect(table.row(id(12))).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/data-table-filtered.png` });

  await page.reload();
  await expect(table.rows).toHaveCount(1);
  await expect(table.filter(/Filtrar Inicio: Hasta|Filter Start: To/)).toHaveValue('2026-01-12');
  await page.getByRole('button', { name: either('data.table.clearFilters') }).click();
  await expect(table.count).toHaveText(/^(24 filas|24 rows)$/);
  await expect(table.filter(/Filtrar Importe: Desde|Filter Amount: From/)).toHaveValue('');

  // Hidden columns are remembered too.
  await page.getByText(either('data.table.columns')).click();
  await page
    .getByRole('group', { name: either('data.table.columnsTitle') })
    .getByLabel('Inicio')
    .uncheck();
  await expect(table.heading('Inicio')).toHaveCount(0);
  await page.reload();
  await expect(table.heading('Importe')).toHaveCount(1);
  await expect(table.heading('Inicio')).toHaveCount(0);
  await page.getByText(either('data.table.columns')).click();
  await page
    .getByRole('group', { name: either('data.table.columnsTitle') })
    .getByLabel('Inicio')
    .check();
  await expect(table.heading('Inicio')).toHaveCount(1);
  await page.getByText(either('data.table.columns')).click();

  // Text: the name contains it, whatever the case.
  await table.filter(/Filtrar Nombre|Filter Name/).fill('OBRA 2');
  await expect.poll(() => table.names()).toEqual(['Obra 20', 'Obra 21', 'Obra 22', 'Obra 23']);
  await table.filter(/Filtrar Nombre|Filter Name/).fill('');
  await expect(table.count).toHaveText(/^(24 filas|24 rows)$/);
});

test('keyboard: arrows move, Enter edits, Escape cancels, Space selects', async () => {
  await table.open(key, 'table');
  await table.cell(id(0), 'Importe').click();
  await table.expectFocus(id(0), 'Importe');
  await page.keyboard.press('ArrowDown');
  await table.expectFocus(id(1), 'Importe');
  await page.keyboard.press('ArrowRight');
  await table.expectFocus(id(1), 'Pagado');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await table.expectFocus(id(1), 'Name');
  await page.keyboard.press('End');
  await table.expectFocus(id(1), 'CreatedAt');
  await page.keyboard.press('Control+End');
  await table.expectFocus(id(rows - 1), 'CreatedAt');
  await page.keyboard.press('Control+Home');
  await table.expectFocus(id(0), '__select');

  // Escape leaves the value as it was.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(table.editor.getByRole('textbox')).toBeFocused();
  await page.keyboard.type('999');
  await page.keyboard.press('Escape');
  await expect(table.editor).toBeHidden();
  await table.expectFocus(id(0), 'Importe');
  await expect(table.cell(id(0), 'Importe')).toHaveText('1.000,00 €');

  await page.keyboard.press('Space');
  await expect(table.row(id(0))).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('table-selected')).toHaveText(/^1 (seleccionados|selected)$/);
  await page.keyboard.press('Space');
  await expect(table.row(id(0))).toHaveAttribute('aria-selected', 'false');
});

test('an inline edit is one command, seen live in another browser', async ({ browser }) => {
  const other = await adminPage(browser);
  const otherTable = new DataTablePage(other);
  await otherTable.open(key, 'table');
  await expect(otherTable.cell(id(2), 'Importe')).toHaveText('1.500,00 €');

  await table.open(key, 'table');
  await table.cell(id(2), 'Importe').click();
  await page.keyboard.press('Enter');
  await expect(table.editor.getByRole('textbox')).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1234,5');
  await page.screenshot({ path: `${screenshotDir}/data-table-edit.png` });
  await page.keyboard.press('Enter');
  await expect(table.editor).toBeHidden();
  await expect(table.cell(id(2), 'Importe')).toHaveText('1.234,50 €');
  await expect(otherTable.cell(id(2), 'Importe')).toHaveText('1.234,50 €');
  expect(await docOf(page, id(2))).toMatchObject({ Importe: 1234.5, Name: 'Obra 02' });

  // A choice through the field kit's input, seen live too.
  await table.cell(id(2), 'Estado').dblclick();
  await table.editor.getByLabel('Cerrada').check();
  await table.editor.getByRole('button', { name: either('data.table.edit.save') }).click();
  await expect(otherTable.cell(id(2), 'Estado')).toHaveText('Cerrada');

  // A value the field refuses is said beside it and not sent; a required one cannot be cleared.
  await table.cell(id(2), 'Name').click();
  await page.keyboard.press('Enter');
  await expect(table.editor.getByRole('textbox')).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(table.editor).toBeVisible();
  await expect(table.editor.locator('[aria-invalid="true"]')).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await docOf(page, id(2))).toMatchObject({ Name: 'Obra 02' });
  await other.context().close();
});

test('bulk: edit a field, move and delete the selected rows, with a summary of what failed', async () => {
  await table.open(key, 'table');
  for (const i of [4, 5, 6]) await table.selectRow(id(i)).check();
  await expect(page.getByTestId('table-selected')).toHaveText(/^3 (seleccionados|selected)$/);

  await table.bulkButton('data.table.bulk.edit').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(either('data.table.bulk.field')).selectOption('Estado');
  await dialog.getByLabel('En obra').check();
  await dialog.getByRole('button', { name: either('data.table.edit.save') }).click();
  await expect(dialog.getByTestId('bulk-progress')).toContainText(/Hecho: 3 documentos|Done: 3 documents/);
  await dialog.getByRole('button', { name: either('data.table.bulk.close') }).click();
  for (const i of [4, 5, 6]) await expect(table.cell(id(i), 'Estado')).toHaveText('En obra');

  // Move two of them to the archive.
  await table.selectRow(id(4)).uncheck();
  await table.bulkButton('data.table.bulk.move').click();
  await dialog.getByLabel(either('data.move.target')).selectOption(archive);
  await dialog.getByRole('button', { name: either('data.table.bulk.move') }).click();
  await expect(dialog.getByTestId('bulk-progress')).toContainText(/Hecho: 2 documentos|Done: 2 documents/);
  await dialog.getByRole('button', { name: either('data.table.bulk.close') }).click();
  await expect(table.row(id(5))).toHaveCount(0);
  await expect(table.row(id(6))).toHaveCount(0);
  await expect(page.getByTestId('table-selected')).toHaveCount(0);

  // Delete three; someone else deletes one of them while the dialog asks: two go, the third is listed.
  for (const i of [7, 9, 10]) await table.selectRow(id(i)).check();
  await table.bulkButton('data.table.bulk.delete').click();
  await expect(dialog).toContainText(/¿Eliminar 3 documentos\?|Delete 3 documents\?/);
  await send(page, 'document.delete', { collection: key, docId: id(10) });
  await dialog.getByRole('button', { name: either('data.table.bulk.delete') }).click();
  await expect(dialog.getByTestId('bulk-progress')).toContainText(/2 de 3 hechos|2 of 3 done/);
  await expect(dialog.getByTestId('bulk-failures')).toContainText('Obra 10');
  await expect(dialog.getByRole('button', { name: either('data.table.bulk.close') })).toBeInViewport();
  await page.screenshot({ path: `${screenshotDir}/data-table-bulk-summary.png` });
  await dialog.getByRole('button', { name: either('data.table.bulk.close') }).click();
  await expect(table.row(id(7))).toHaveCount(0);
  await expect(table.row(id(9))).toHaveCount(0);

  // One toast for the two deleted: its "Deshacer" brings both back from the trash.
  const snack = page.getByTestId('snack').filter({ hasText: /2 eliminados|2 deleted/ });
  await expect(snack).toBeVisible();
  await snack.getByRole('button', { name: either('data.undo.action') }).click();
  await expect(page.getByTestId('snack').filter({ hasText: either('data.undo.done') })).toBeVisible();
  await expect(table.row(id(7))).toHaveCount(1);
  await expect(table.row(id(9))).toHaveCount(1);
  expect(await docOf(page, id(7))).toMatchObject({ Name: 'Obra 07' });
});

test('a collection that declares nothing: the keys its documents hold are the columns', async () => {
  // Its own collection: the demo's collections declare their fields.
  const bare = `sincampos${run}`;
  await send(page, 'collection.define', { key: bare, name: 'Sin campos', mainNameSingular: 'Obra' });
  for (const [i, Estado] of ['Abierta', 'Cerrada'].entries())
    await send(page, 'document.create', {
      collection: bare,
      docId: `b-${i}`,
      data: { Name: `Obra ${i}`, Estado },
    });
  await table.open(bare, 'table');
  await expect(table.rows.first()).toBeVisible();
  const headings = await table.grid.locator('thead tr').first().locator('th').allInnerTexts();
  const names = headings.map((text) => text.replace(/[▲▼]/g, '').trim());
  expect(names.slice(0, 2)).toEqual(['', 'Nombre']);
  expect(names).toContain('Estado');
  expect(names.at(-1)).toBe('Creado');
  // Only the list's own sorts are offered on the headings (Name, CreatedAt here).
  await expect(table.heading('Estado').getByRole('button')).toHaveCount(0);
  await expect(table.heading('Creado').getByRole('button')).toHaveCount(1);
  await page.screenshot({ path: `${screenshotDir}/data-table-undeclared.png` });
  await send(page, 'collection.remove', { key: bare, documents: 'toDeleted' });
});
