import { expect, type Page, test } from '@playwright/test';
import { screenshotDir } from './env';
import { DataTablePage } from './pages/DataTablePage';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { sendFromPage } from './pages/TrashPage';
import { either } from './pages/texts';

// Issue 12 point 3 on a phone: the table stays a table and scrolls sideways, the selection box
// and the name staying in sight; a tap on the focused cell edits it (no double click, no Enter).

const run = Date.now().toString(36);
const key = `tablamovil${run}`;
const label = (es: string, en: string) => ({ es, en });

async function send(page: Page, type: string, payload: unknown): Promise<void> {
  expect(await sendFromPage(page, type, payload)).toMatchObject({ status: 'applied' });
}

test('on a phone: the table scrolls sideways with the name in sight, and a tap edits a cell', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open('demo');
  await login.signIn('admin@demo.test');
  await new ShellPage(page).expectSignedIn();
  await send(page, 'collection.define', {
    key,
    name: 'Obras en el móvil',
    mainNameSingular: 'Obra',
    fields: [
      { key: 'Name', label: label('Nombre', 'Name'), type: 'shortText', required: true },
      { key: 'Cliente', label: label('Cliente', 'Client'), type: 'shortText' },
      { key: 'Importe', label: label('Importe', 'Amount'), type: 'currency' },
      { key: 'Pagado', label: label('¿Pagado?', 'Paid?'), type: 'yesNo' },
      { key: 'Inicio', label: label('Inicio', 'Start'), type: 'date' },
    ],
  });
  for (let i = 0; i < 6; i += 1) {
    await send(page, 'document.create', {
      collection: key,
      docId: `m-${i}`,
      data: {
        Name: `Obra móvil ${i}`,
        Cliente: `Cliente ${i}`,
        Importe: 500 * (i + 1),
        Pagado: i % 2 === 0,
        Inicio: `2026-04-0${i + 1}`,
      },
    });
  }

  const table = new DataTablePage(page);
  await table.open(key);
  await table.viewButton('table').click();
  await expect(table.row('m-0')).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/data-table-phone.png` });

  // Wider than the phone: it scrolls sideways inside its box, not the page.
  const scroller = page.locator('.data-table__scroll');
  const widths = await scroller.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  const nameBefore = await table.cell('m-0', 'Name').boundingBox();
  await scroller.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await expect(table.cell('m-0', 'CreatedAt')).toBeInViewport();
  const nameAfter = await table.cell('m-0', 'Name').boundingBox();
  expect(nameAfter?.x).toBeCloseTo(nameBefore?.x ?? -1, 0);
  await expect(table.cell('m-0', 'Name')).toBeInViewport();
  await page.screenshot({ path: `${screenshotDir}/data-table-phone-scrolled.png` });

  // A first tap focuses the cell, a second edits it.
  await scroller.evaluate((element) => {
    element.scrollLeft = 0;
  });
  await table.cell('m-1', 'Cliente').tap();
  await table.expectFocus('m-1', 'Cliente');
  await expect(table.editor).toHaveCount(0);
  await table.cell('m-1', 'Cliente').tap();
  await expect(table.editor.getByRole('textbox')).toBeVisible();
  await table.editor.getByRole('textbox').fill('Cliente nuevo');
  await page.screenshot({ path: `${screenshotDir}/data-table-phone-edit.png` });
  await table.editor.getByRole('button', { name: either('data.table.edit.save') }).tap();
  await expect(table.cell('m-1', 'Cliente')).toHaveText('Cliente nuevo');
});
