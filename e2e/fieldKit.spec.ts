import { expect, type Page, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import {
  expectKitReopened,
  expectRichTextStored,
  fillKitByKeyboard,
  kitDocumentAsTyped,
  lucia,
} from './pages/fieldKitFills';
import {
  defineKitCollection,
  fakeCameraBrowser,
  KitForm,
  kitField,
  kitUserPage,
  query,
  removeKitCollection,
} from './pages/fieldKitForm';
import { either } from './pages/texts';

// Issue 13 point 1: the field kit's 27 inputs, in the project edit form (its declared fields).
// Every type is filled the way a person would (keyboard, pointer, camera, location), saved, and
// the stored document holds exactly what was typed, in each type's stored shape.

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use(fakeCameraBrowser);

const key = 'kitdesk';
const docId = 'kit-d-1';

const save = (page: Page) => page.getByRole('button', { name: either('data.edit.save') }).click();

test('every one of the 27 field types is filled and stored as typed', async ({ browser }) => {
  const page = await kitUserPage(browser);
  await defineKitCollection(page, key, docId);
  const [admin] = await query(page, { collection: 'agenda', where: [['email', '==', lucia.email]] });
  expect(admin?.FireId).toBeTruthy();

  await page.goto(tenantUrl('demo', `/data/${key}/${docId}?edit`));
  const form = new KitForm(page, 'form.edit-form');
  await expect(form.form.getByRole('textbox', { name: 'Nombre *', exact: true })).toHaveValue(
    'Inspección de la cocina',
  );
  await fillKitByKeyboard(form, () => save(page), lucia);

  // The page scrolls inside its main area: a tall window shows the whole form at once.
  await page.setViewportSize({ width: 1280, height: 3600 });
  await form.form.screenshot({ path: `${screenshotDir}/field-kit-desktop.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
  await save(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inspección de la cocina', exact: true }),
  ).toBeVisible();

  const [stored] = await query(page, { collection: key, docId });
  expect(stored).toMatchObject(
    kitDocumentAsTyped(key, { name: 'Inspección de la cocina', contactId: admin?.FireId }),
  );
  await expectRichTextStored(page, stored);

  await page.goto(tenantUrl('demo', `/data/${key}/${docId}?edit`));
  await expectKitReopened(form, lucia);
});

test('a document not yet saved already takes uploads (its id is chosen up front); the picker is used by keyboard alone', async ({
  browser,
}) => {
  const page = await kitUserPage(browser);
  await page.goto(tenantUrl('demo', `/data/${key}/new`));
  for (const type of ['image', 'file']) {
    await expect(kitField(page, type).locator('label.upload__choose')).toBeVisible();
    await expect(kitField(page, type)).not.toContainText('Guarde primero el documento');
  }
  await expect(kitField(page, 'signature').locator('canvas')).toBeVisible();
  await expect(kitField(page, 'signature')).not.toContainText('Guarde primero el documento');
  const responsable = page.getByRole('combobox', { name: 'Responsable' });
  await responsable.focus();
  await page.keyboard.type('carmen');
  await expect(responsable).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await kitField(page, 'contact').screenshot({ path: `${screenshotDir}/field-kit-picker.png` });
  await page.keyboard.press('Escape');
  await expect(responsable).toHaveAttribute('aria-expanded', 'false');
  await expect(responsable).toHaveValue('');
  await page.keyboard.type('carmen');
  await page.keyboard.press('Enter');
  await kitField(page, 'richText').screenshot({ path: `${screenshotDir}/field-kit-richtext.png` });
  await expect(responsable).toHaveValue('Carmen Delgado Vidal');
  await page.screenshot({ path: `${screenshotDir}/field-kit-new.png`, fullPage: true });
});

test.afterAll(async ({ browser }) => {
  const page = await kitUserPage(browser);
  await removeKitCollection(page, key);
  await page.context().close();
});
