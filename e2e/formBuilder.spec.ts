import { expect, type Locator, type Page, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { applyFromPage, sendFromPage, signedInPage } from './pages/pageCommands';

// Issue 13 point 3: the form builder reorders fields by dragging a handle (pointer or keyboard)
// and by the ↑ ↓ buttons; the editor's preview draws the form in the new order; a public
// form's link is shown, and a new link id can retire it.

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const widgetId = 'w-e2e-form-builder';
const field = (key: string) => ({ key, label: { es: key, en: key }, type: 'shortText' });
let admin: Page;

test.beforeAll(async ({ browser }) => {
  admin = await signedInPage(browser, { email: 'admin@demo.test', locale: 'es-ES' });
  await applyFromPage(admin, 'widget.create', {
    docId: widgetId,
    widget: {
      place: 'public',
      ready: true,
      title: 'Formulario de prueba',
      type: 'form',
      settings: { target: 'create', collection: 'proyectos', fields: ['Alfa', 'Beta', 'Gamma'].map(field) },
    },
  });
});

/** The builder's rows by their Spanish label, in order. */
const rowLabels = (page: Page) =>
  page
    .getByTestId('field-row')
    .evaluateAll((rows) =>
      rows.map((row) => (row.querySelector('input') as HTMLInputElement | null)?.value ?? ''),
    );

/** The preview's form fields by label, in order. */
const previewLabels = (page: Page) =>
  page
    .getByTestId('widget-preview')
    .locator('.kit-field__label')
    .evaluateAll((labels) => labels.map((label) => label.textContent?.replace('*', '').trim() ?? ''));

async function drag(page: Page, from: Locator, to: Locator) {
  // Both ends on screen (the rows are next to each other): a pointer cannot press what is scrolled away.
  await from.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('nothing to drag');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 10, { steps: 3 });
  // The sortable measures the rows once a drag starts: move on after it has.
  await page.waitForTimeout(150);
  await expect(page.locator('[data-dragging]')).toHaveCount(1);
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 - 5, { steps: 12 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

test('fields move by drag, by keyboard and by buttons; the preview follows', async () => {
  await admin.setViewportSize({ width: 1280, height: 1800 });
  await admin.goto(tenantUrl('demo', `/widgetfactory/${widgetId}/proyectos/public/none`));
  await expect(admin.getByTestId('field-row')).toHaveCount(3);
  expect(await rowLabels(admin)).toEqual(['Alfa', 'Beta', 'Gamma']);

  // A pointer drags Beta's handle onto Alfa.
  await drag(
    admin,
    admin.getByRole('button', { name: 'Arrastre para mover Beta' }),
    admin.getByRole('button', { name: 'Arrastre para mover Alfa' }),
  );
  await expect.poll(() => rowLabels(admin)).toEqual(['Beta', 'Alfa', 'Gamma']);

  // The keyboard: Space picks Alfa up, the down arrow moves it, Space drops it.
  const alfa = admin.getByRole('button', { name: 'Arrastre para mover Alfa' });
  await alfa.focus();
  await admin.keyboard.press('Space');
  await expect(admin.locator('[data-dragging]')).toHaveCount(1);
  await admin.waitForTimeout(150);
  await admin.keyboard.press('ArrowDown');
  await admin.waitForTimeout(300);
  await admin.keyboard.press('Space');
  await expect.poll(() => rowLabels(admin)).toEqual(['Beta', 'Gamma', 'Alfa']);

  // And the buttons.
  await admin.getByRole('button', { name: 'Subir Alfa' }).click();
  await expect.poll(() => rowLabels(admin)).toEqual(['Beta', 'Alfa', 'Gamma']);
  await expect.poll(() => previewLabels(admin), { timeout: 5_000 }).toEqual(['Beta', 'Alfa', 'Gamma']);

  // The public link, then a new one.
  const link = admin.getByTestId('public-form-link');
  await expect(link).toHaveAttribute('href', `/publicForm/${widgetId}/${widgetId}`);
  await admin.getByRole('button', { name: 'Nuevo enlace (el anterior deja de funcionar)' }).click();
  await expect(link).toHaveAttribute('href', new RegExp(`^/publicForm/${widgetId}/[a-z2-9]{10}$`));
  await link.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: `${screenshotDir}/form-builder.png`, fullPage: true });
});

test('a field is set to show only when another has a value; the preview hides it until then', async () => {
  await admin.setViewportSize({ width: 1280, height: 1800 });
  await admin.goto(tenantUrl('demo', `/widgetfactory/${widgetId}/proyectos/public/none`));
  const rows = admin.getByTestId('field-row');
  await expect(rows).toHaveCount(3);
  const gamma = rows.filter({ has: admin.locator('input[value="Gamma"]') });
  await gamma.getByLabel('Mostrar solo si').selectOption({ label: 'Beta' });
  await expect(gamma.getByLabel('tiene el valor')).toBeVisible();
  await gamma.getByLabel('tiene el valor').fill('sí');
  const preview = admin.getByTestId('widget-preview');
  await expect.poll(() => previewLabels(admin), { timeout: 5_000 }).not.toContain('Gamma');
  await preview.getByRole('textbox', { name: /^Beta/ }).fill('sí');
  await expect.poll(() => previewLabels(admin), { timeout: 5_000 }).toContain('Gamma');
  await gamma.screenshot({ path: `${screenshotDir}/form-builder-show-when.png` });
  await preview.getByRole('textbox', { name: /^Beta/ }).fill('no');
  await expect.poll(() => previewLabels(admin), { timeout: 5_000 }).not.toContain('Gamma');
});

// The demo tenant is shared with the specs that follow: leave it as it was.
test.afterAll(async () => {
  await sendFromPage(admin, 'widget.delete', { docId: widgetId });
  await admin.context().close();
});
