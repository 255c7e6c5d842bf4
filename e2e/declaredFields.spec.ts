import { type Browser, expect, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { applyFromPage, signedInPage } from './pages/pageCommands';
import { either } from './pages/texts';

// Issue 12 point 1: a collection's declared fields give the data screens their labels, types,
// card fields and sorts; a field only some documents have is declared on purpose by level 100.

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const label = (es: string, en: string) => ({ es, en });
const adminPage = (browser: Browser) => signedInPage(browser, { email: 'admin@demo.test', locale: 'es-ES' });

test('declared fields label and format the list, the cards, the sort menu and the document', async ({
  browser,
}) => {
  const page = await adminPage(browser);
  await applyFromPage(page, 'collection.define', {
    key: 'inspecciones',
    name: 'Inspecciones',
    mainNameSingular: 'Inspección',
    fields: [
      { key: 'Name', label: label('Nombre', 'Name'), type: 'shortText', required: true },
      { key: 'Importe', label: label('Importe previsto', 'Expected amount'), type: 'currency', onCard: true },
      { key: 'Pagado', label: label('¿Pagado?', 'Paid?'), type: 'yesNo' },
      { key: 'Avance', label: label('Avance de obra', 'Progress'), type: 'percent' },
      { key: 'Responsable', label: label('Responsable', 'Person in charge'), type: 'contact', onCard: true },
      { key: 'Obra', label: label('Obra', 'Job'), type: 'documentRef', collection: 'proyectos' },
    ],
  });
  await applyFromPage(page, 'document.create', {
    collection: 'inspecciones',
    docId: 'i-1',
    data: {
      Name: 'Cocina Ruiz',
      Importe: 1250,
      Pagado: true,
      Avance: 40,
      Responsable: 'c-manager',
      Obra: 'p-001',
      DiasDeObra: 12,
    },
  });
  await applyFromPage(page, 'document.create', {
    collection: 'inspecciones',
    docId: 'i-2',
    data: { Name: 'Baño Puig', Pagado: false },
  });

  await page.goto(tenantUrl('demo', '/data/inspecciones'));
  const cards = page.getByTestId('doc-card');
  await expect(cards).toHaveCount(2);
  // Every card shows the same declared fields, by their labels, formatted by type.
  const cocina = cards.filter({ hasText: 'Cocina Ruiz' });
  await expect(cocina).toContainText('Importe previsto');
  await expect(cocina).toContainText('1.250,00 €');
  const bano = cards.filter({ hasText: 'Baño Puig' });
  await expect(bano).toContainText('Importe previsto');
  await expect(bano).toContainText('[Sin Valor en la BD]');
  await expect(cocina).not.toContainText('DiasDeObra');
  // A contact reads as the person's name, not the id it stores.
  await expect(cocina).toContainText('Javier Romero Gil');
  await expect(cocina).not.toContainText('c-manager');
  await page.screenshot({ path: `${screenshotDir}/declared-fields-list.png`, fullPage: true });

  // The sort menu names fields by their labels, and offers the declared ones.
  const sort = page.getByLabel(either('data.list.sort'));
  await expect(sort.locator('option', { hasText: 'Importe previsto, ascendente' })).toHaveCount(1);
  await expect(sort.locator('option', { hasText: 'CreatedAt' })).toHaveCount(0);
  await sort.selectOption({ label: 'Importe previsto, descendente' });
  await expect(cards.first()).toContainText('Cocina Ruiz');

  // The document: declared fields by label and type, then "Otros campos" with a Declare button.
  await cocina.click();
  await expect(page.locator('[data-field="Avance"]')).toHaveText('40\u00a0%');
  await expect(page.getByText('Avance de obra')).toBeVisible();
  await expect(page.locator('[data-field="Pagado"]')).toHaveText('Sí');
  await expect(page.locator('[data-field="Responsable"]')).toHaveText('Javier Romero Gil');
  await expect(page.locator('[data-field="Obra"]')).toHaveText(/^Cambio de caldera y radiadores/);
  await expect(page.getByRole('heading', { name: either('data.fields.others') })).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/declared-fields-document.png`, fullPage: true });
  await page.getByRole('button', { name: /DiasDeObra/ }).click();
  await expect(page.getByRole('heading', { name: either('data.fields.others') })).toHaveCount(0);
  await expect(page.locator('[data-field="DiasDeObra"]')).toHaveText('12');

  // It is declared for the whole collection: the settings page lists it.
  await page.goto(tenantUrl('demo', '/companyconfig#collections'));
  await page
    .locator('section#collections')
    .getByRole('button', { name: /Inspecciones/ })
    .click();
  await expect(page.getByTestId('field-row')).toHaveCount(7);
  await page
    .getByTestId('field-row')
    .last()
    .screenshot({ path: `${screenshotDir}/declared-fields-settings.png` });
});

test('an admin adds a field in the settings and documents show it by its label', async ({ browser }) => {
  const page = await adminPage(browser);
  await page.goto(tenantUrl('demo', '/companyconfig#collections'));
  const collections = page.locator('section#collections');
  await collections.getByRole('button', { name: /Inspecciones/ }).click();
  await collections
    .getByRole('button', { name: either('companyConfig.fields.add') })
    .first()
    .click();
  const row = page.getByTestId('field-row').last();
  await row.getByLabel(either('companyConfig.fields.labelEs')).fill('Inspector');
  await row.getByLabel(either('companyConfig.fields.labelEn')).fill('Inspector');
  await row.getByLabel(either('companyConfig.fields.type')).selectOption({ label: 'Opción única' });
  await row.getByLabel(either('companyConfig.fields.options')).fill('Ana\nLuis');
  await row.getByRole('checkbox', { name: either('companyConfig.fields.onCard') }).check();
  await collections.getByRole('button', { name: either('companyConfig.save') }).click();
  await expect(page.getByText(either('companyConfig.saved'))).toBeVisible();

  await page.goto(tenantUrl('demo', '/data/inspecciones'));
  await expect(page.getByTestId('doc-card').first()).toContainText('Inspector');
});

test('the edit form gives each declared field its input, checks it beside the field and saves a merge', async ({
  browser,
}) => {
  const page = await adminPage(browser);
  await page.goto(tenantUrl('demo', '/data/inspecciones/i-1?edit'));
  const progress = page.getByLabel('Avance de obra');
  await expect(progress).toHaveValue('40');
  await progress.fill('150');
  await page.getByRole('button', { name: either('data.edit.save') }).click();
  await expect(page.getByText('El máximo es 100')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${screenshotDir}/declared-fields-edit-error.png`, fullPage: true });
  await progress.fill('60,5');
  await page.getByRole('button', { name: either('data.edit.save') }).click();
  await expect(page.locator('[data-field="Avance"]')).toHaveText('60,5\u00a0%');

  // A new document: the declared fields come first; the required Name is said beside it.
  await page.goto(tenantUrl('demo', '/data/inspecciones/new'));
  await page.getByLabel(/^Importe previsto/).fill('2.500');
  await page.getByRole('button', { name: either('data.create.submit') }).click();
  await expect(page.getByText(either('fields.problem.required'))).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre *' }).fill('Terraza Sanz');
  await page.getByRole('button', { name: either('data.create.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terraza Sanz' })).toBeVisible();
  await expect(page.locator('[data-field="Importe"]')).toHaveText('2.500,00\u00a0€');
  // Nobody chose a yes/no: none was written.
  await expect(page.locator('[data-field="Pagado"]')).toHaveText('[Sin Valor en la BD]');
});

// The demo tenant is shared by the specs that follow: leave it as it was.
test.afterAll(async ({ browser }) => {
  const page = await adminPage(browser);
  await applyFromPage(page, 'collection.remove', { key: 'inspecciones', documents: 'toDeleted' });
  await page.context().close();
});
