import { expect, type Page, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { DataDocumentPage } from './pages/DataDocumentPage';
import { dotPng, KitForm, kitUserPage, query } from './pages/fieldKitForm';
import { applyFromPage, sendFromPage } from './pages/pageCommands';

// A photo taken out of a declared image field in the edit view leaves the server with the save
// (issue 11 uploads, issue 13 field kit): its address no longer serves it; so does a signature
// drawn again (its old PNG). A collection of its own, defined and removed here (the demo tenant
// is shared by the specs that follow).

const key = 'e2equitarfotos';
const docId = 'parte-quitar-fotos';
let admin: Page;

test.beforeAll(async ({ browser }) => {
  admin = await kitUserPage(browser, { desktop: true });
  await applyFromPage(admin, 'collection.define', {
    key,
    name: 'Partes (quitar fotos E2E)',
    mainNameSingular: 'Parte',
    fields: [
      { key: 'Fotos', label: { es: 'Fotos', en: 'Photos' }, type: 'image', required: false, onCard: false },
      {
        key: 'Firma',
        label: { es: 'Firma', en: 'Signature' },
        type: 'signature',
        required: false,
        onCard: false,
      },
    ],
  });
  await applyFromPage(admin, 'document.create', {
    collection: key,
    docId,
    data: { Name: 'Parte con fotos' },
  });
});

test.afterAll(async () => {
  await sendFromPage(admin, 'collection.remove', { key, documents: 'toDeleted' });
  await admin.context().close();
});

// Asked of the server each time (a served file may be kept in the browser's cache).
const status = (page: Page, url: string) =>
  page.evaluate(async (url) => (await fetch(url, { cache: 'no-store' })).status, url);

test('a photo removed in the edit view and saved is no longer served', async ({ browser }) => {
  const page = await kitUserPage(browser, { desktop: true, email: 'employee@demo.test' });
  const view = new DataDocumentPage(page);
  const form = new KitForm(page, 'form.edit-form');
  await page.goto(tenantUrl('demo', `/data/${key}/${docId}`));
  await view.action('data.action.edit').click();

  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    form.field('image').locator('label.upload__choose').click(),
  ]);
  await chooser.setFiles({ name: 'punto.png', mimeType: 'image/png', buffer: dotPng });
  await expect(form.field('image').locator('img')).toHaveCount(1);
  await view.save();
  await expect(view.snack('data.edit.saved')).toBeVisible();
  const [saved] = await query(page, { collection: key, docId });
  const url = String((saved?.Fotos as string[] | undefined)?.[0]);
  expect(url).toMatch(/^\/api\/files\/.+punto\.png$/);
  expect(await status(page, url)).toBe(200);

  await view.action('data.action.edit').click();
  await form.field('image').getByRole('button', { name: 'Quitar la imagen 1' }).click();
  await expect(form.field('image').locator('img')).toHaveCount(0);
  await page.screenshot({ path: `${screenshotDir}/kit-image-removed.png`, fullPage: true });
  // The command's answer comes once the save is committed and its files removed.
  const answered = page.waitForResponse(
    (res) =>
      res.url().endsWith('/api/commands') &&
      res.request().method() === 'POST' &&
      res.request().postDataJSON()?.payload?.docId === docId,
  );
  await view.save();
  expect(await (await answered).json()).toMatchObject({ status: 'applied' });
  const [after] = await query(page, { collection: key, docId });
  expect(after?.Fotos ?? null).toBeNull();
  // Neither its uploader nor the admin gets it any more.
  expect(await status(page, url)).toBe(404);
  expect(await status(admin, url)).toBe(404);
  await page.context().close();
});

/** Draws a stroke on the field's pad and saves it as the signature. */
async function sign(page: Page, form: KitForm) {
  const pad = form.field('signature').getByRole('img', { name: /Zona de firma/ });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  for (const [x, y] of [
    [80, 50],
    [140, 120],
    [200, 40],
  ] as const)
    await page.mouse.move(box.x + x, box.y + y, { steps: 5 });
  await page.mouse.up();
  await form.field('signature').getByRole('button', { name: 'Guardar la firma' }).click();
  await expect(form.field('signature').getByRole('img', { name: 'Firma', exact: true })).toBeVisible();
}

test('a signature drawn again and saved: the old one is no longer served', async ({ browser }) => {
  const page = await kitUserPage(browser, { desktop: true, email: 'employee@demo.test' });
  const view = new DataDocumentPage(page);
  const form = new KitForm(page, 'form.edit-form');
  const signed = async () => {
    const [doc] = await query(page, { collection: key, docId });
    return String(doc?.Firma);
  };
  await page.goto(tenantUrl('demo', `/data/${key}/${docId}`));
  await view.action('data.action.edit').click();
  await sign(page, form);
  await view.save();
  await expect(view.snack('data.edit.saved')).toBeVisible();
  const first = await signed();
  expect(first).toMatch(/^\/api\/files\/.+-signature\.png$/);
  expect(await status(page, first)).toBe(200);

  await view.action('data.action.edit').click();
  await form.field('signature').getByRole('button', { name: 'Firmar de nuevo' }).click();
  await sign(page, form);
  await page.screenshot({ path: `${screenshotDir}/kit-signature-again.png`, fullPage: true });
  const answered = page.waitForResponse(
    (res) =>
      res.url().endsWith('/api/commands') &&
      res.request().method() === 'POST' &&
      res.request().postDataJSON()?.payload?.docId === docId,
  );
  await view.save();
  expect(await (await answered).json()).toMatchObject({ status: 'applied' });
  const second = await signed();
  expect(second).not.toBe(first);
  expect(await status(page, second)).toBe(200);
  expect(await status(page, first)).toBe(404);
  expect(await status(admin, first)).toBe(404);
  await page.context().close();
});
