import { devices, expect, test } from '@playwright/test';
import { chromiumLaunchOptions, screenshotDir, tenantUrl } from './env';
import { LoginPage } from './pages/LoginPage';
import { applyFromPage } from './pages/pageCommands';
import { ShellPage } from './pages/ShellPage';
import { either } from './pages/texts';

// Issue 12 point 1 on a phone: declared fields label the cards, the document and the edit form.

test.use({ ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions, locale: 'es-ES' });
test.describe.configure({ timeout: 60_000 });

const label = (es: string, en: string) => ({ es, en });

test('a phone reads and edits a collection with declared fields by their labels', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open('demo');
  await login.signIn('admin@demo.test');
  await new ShellPage(page).expectSignedIn();
  await applyFromPage(page, 'collection.define', {
    key: 'visitasmovil',
    name: 'Visitas',
    mainNameSingular: 'Visita',
    fields: [
      { key: 'Name', label: label('Cliente', 'Client'), type: 'shortText', required: true },
      { key: 'Fecha', label: label('Día de la visita', 'Visit day'), type: 'date', onCard: true },
      { key: 'Hecha', label: label('¿Hecha?', 'Done?'), type: 'yesNo', onCard: true },
    ],
  });
  await applyFromPage(page, 'document.create', {
    collection: 'visitasmovil',
    docId: 'v-1',
    data: { Name: 'Marta Ruiz', Fecha: '2026-12-03', Hecha: false },
  });
  try {
    await page.goto(tenantUrl('demo', '/data/visitasmovil'));
    const card = page.getByTestId('doc-card').first();
    await expect(card).toContainText('Día de la visita');
    await expect(card).toContainText('03/12/2026');
    await expect(card).toContainText('No');
    await page.screenshot({ path: `${screenshotDir}/declared-fields-list-phone.png`, fullPage: true });

    await page.goto(tenantUrl('demo', '/data/visitasmovil/v-1?edit'));
    await page.getByRole('radio', { name: 'Sí' }).check();
    await page.screenshot({ path: `${screenshotDir}/declared-fields-edit-phone.png`, fullPage: true });
    await page.getByRole('button', { name: either('data.edit.save') }).click();
    await expect(page.locator('[data-field="Hecha"]')).toHaveText('Sí');
  } finally {
    await applyFromPage(page, 'collection.remove', { key: 'visitasmovil', documents: 'toDeleted' });
  }
});
