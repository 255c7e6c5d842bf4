import { expect, type Page, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { dotPng, KitForm, kitUserPage, query } from './pages/fieldKitForm';
import { applyFromPage, sendFromPage } from './pages/pageCommands';

// Issue 13 leftover: the data create view takes a declared image, file and signature before
// the document exists (uploaded for the id the page chose up front), and the created document
// holds them; its office reader (the manager, not the uploader) can fetch the signature.

const key = 'e2ecreaadjuntos';
let admin: Page;

test.beforeAll(async ({ browser }) => {
  admin = await kitUserPage(browser, { desktop: true });
  const same = (text: string) => ({ es: text, en: text });
  const field = (fieldKey: string, type: string) => ({
    key: fieldKey,
    label: same(fieldKey),
    type,
    required: false,
    onCard: false,
  });
  await applyFromPage(admin, 'collection.define', {
    key,
    name: 'Partes (adjuntos E2E)',
    mainNameSingular: 'Parte',
    fields: [field('Fotos', 'image'), field('Planos', 'file'), field('Firma', 'signature')],
  });
});

test.afterAll(async () => {
  await sendFromPage(admin, 'collection.remove', { key, documents: 'toDeleted' });
  await admin.context().close();
});

test('the create view takes an image, a file and a drawn signature before the document exists', async ({
  browser,
}) => {
  const page = await kitUserPage(browser, { desktop: true, email: 'employee@demo.test' });
  await page.goto(tenantUrl('demo', `/data/${key}/new`));
  const form = new KitForm(page, 'form.edit-form');
  await expect(form.field('image')).toBeVisible();

  const pick = async (type: 'image' | 'file', file: { name: string; mimeType: string; buffer: Buffer }) => {
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      form.field(type).locator('label.upload__choose').click(),
    ]);
    await chooser.setFiles(file);
  };
  await pick('image', { name: 'punto.png', mimeType: 'image/png', buffer: dotPng });
  await pick('file', {
    name: 'plano.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%p\n'),
  });
  await expect(form.field('image').locator('img')).toHaveCount(1);
  // Its uploader sees the thumbnail before the document exists.
  await expect
    .poll(() =>
      form
        .field('image')
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  await expect(form.field('file').getByRole('link', { name: 'plano.pdf' })).toBeVisible();

  const pad = form.form.getByRole('img', { name: /Zona de firma/ });
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
  await form.form.getByRole('button', { name: 'Guardar la firma' }).click();
  await expect(form.field('signature').getByRole('img', { name: 'Firma', exact: true })).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Parte con adjuntos');
  await page.screenshot({ path: `${screenshotDir}/create-view-attachments.png`, fullPage: true });
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Parte con adjuntos' })).toBeVisible();

  const [stored] = await query(page, { collection: key, where: [['Name', '==', 'Parte con adjuntos']] });
  expect(stored).toMatchObject({
    Fotos: [expect.stringMatching(/^\/api\/files\/.+punto\.png$/)],
    Planos: [{ name: 'plano.pdf', url: expect.stringMatching(/^\/api\/files\/.+plano\.pdf$/) }],
    Firma: expect.stringMatching(/^\/api\/files\/.+-signature\.png$/),
  });
  // Created under the id the page chose up front: the uploads are now its files, for its readers.
  expect(new URL(page.url()).pathname).toBe(`/data/${key}/${String(stored?.FireId)}`);
  const status = await admin.evaluate(async (url) => (await fetch(url)).status, String(stored?.Firma));
  expect(status).toBe(200);
  await page.context().close();
});
