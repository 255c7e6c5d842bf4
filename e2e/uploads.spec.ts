import { closeSync, openSync, writeSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { messagesEn, messagesEs } from '../shared/src/i18n';
import { tenantUrl } from './env';
import { DataDocumentPage } from './pages/DataDocumentPage';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { sendFromPage } from './pages/TrashPage';
import { either } from './pages/texts';

// Issue 11 point 6 journeys: a photo uploaded to a project shows as its thumbnail; a 151 MB file
// is refused with the spec's text.

async function signIn(page: Page, email: string): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email);
  await new ShellPage(page).expectSignedIn();
}

// The demo's collections declare their photos (a kit image field): these journeys are of the
// photo list of a collection that does not (ImgArray among its other fields), in one of their own.
const collection = `fotos${Date.now().toString(36)}`;
const projects = ['p-005', 'p-006', 'p-031'];

test.beforeAll(async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'admin@demo.test');
  const defined = await sendFromPage(page, 'collection.define', {
    key: collection,
    name: 'Fotos e2e',
    lvlView: 0,
    lvlCreate: 0,
    lvlEdit: 0,
    lvlDelete: 0,
  });
  expect(defined.status).toBe('applied');
  for (const docId of projects) {
    const created = await sendFromPage(page, 'document.create', {
      collection,
      docId,
      data: { Name: `Obra ${docId}`, ImgArray: [] },
    });
    expect(created.status).toBe('applied');
  }
  await page.context().close();
});

test.afterAll(async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'admin@demo.test');
  await sendFromPage(page, 'collection.remove', { key: collection, documents: 'toDeleted' });
  await page.context().close();
});

/** A phone-like photo: 1600 × 1200, a bright subject off-centre on a dull background. */
async function writePhoto(path: string): Promise<void> {
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#556070' } })
    .composite([
      {
        input: await sharp({ create: { width: 300, height: 300, channels: 3, background: '#f0b090' } })
          .png()
          .toBuffer(),
        left: 1200,
        top: 200,
      },
    ])
    .jpeg({ quality: 85 })
    .toFile(path);
}

/** A file of `bytes` zeros, written 1 MiB at a time (never held whole). */
function writeBigFile(path: string, bytes: number): void {
  const fd = openSync(path, 'w');
  const block = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < bytes; written += block.length)
    writeSync(fd, block, 0, Math.min(block.length, bytes - written));
  closeSync(fd);
}

test('a photo uploaded to a project in its edit view shows as its 350 px thumbnail', async ({
  page,
}, testInfo) => {
  const photo = testInfo.outputPath('cocina.jpg');
  await writePhoto(photo);
  await signIn(page, 'employee@demo.test');
  await page.goto(tenantUrl('demo', `/data/${collection}/p-005`));
  const view = new DataDocumentPage(page);
  await view.action('data.action.edit').click();

  const upload = page.getByRole('group', { name: either('uploads.chooseImages') });
  await upload.getByLabel(either('uploads.chooseImages')).setInputFiles(photo);
  const photos = page.getByRole('list', { name: either('data.images') });
  await expect(photos.locator('img')).toHaveAttribute('src', /\/api\/files\/uploads\/.+-cocina\.thumb\.jpg$/);
  await view.save();

  const gallery = page.getByRole('list', { name: either('data.images') });
  const thumbnail = gallery.locator('img').first();
  await expect(thumbnail).toHaveAttribute('src', /-cocina\.thumb\.jpg$/);
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([350, 350]);
  // The full photo stays one click away, served inline to who may read the project.
  const full = await gallery.locator('a').first().getAttribute('href');
  expect(full).toMatch(/-cocina\.jpg$/);
  const headers = await page.evaluate(async (url) => {
    const answer = await fetch(url);
    return {
      status: answer.status,
      disposition: answer.headers.get('content-disposition'),
      nosniff: answer.headers.get('x-content-type-options'),
    };
  }, full as string);
  expect(headers).toEqual({ status: 200, disposition: 'inline', nosniff: 'nosniff' });
});

test('a 151 MB file is refused with "file bigger than 150mb", by the page and by the server', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const big = testInfo.outputPath('video-151mb.mp4');
  writeBigFile(big, 151 * 1024 * 1024);
  await signIn(page, 'employee@demo.test');
  await page.goto(tenantUrl('demo', `/data/${collection}/p-006`));
  await new DataDocumentPage(page).action('data.action.edit').click();

  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/files')) posted = true;
  });
  const upload = page.getByRole('group', { name: either('uploads.chooseImages') });
  await upload.getByLabel(either('uploads.chooseImages')).setInputFiles(big);
  await expect(upload.getByRole('alert')).toHaveText(either('errors.file_too_big'));
  expect(posted).toBe(false);

  // A client that skips the page's check meets the server's: 413 and the same text.
  const refused = await page.evaluate(async (target) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(151 * 1024 * 1024)]), 'video.mp4');
    const answer = await fetch(`/api/files?collection=${target}&docId=p-006`, { method: 'POST', body: form });
    return { status: answer.status, body: (await answer.json()) as { message?: string } };
  }, collection);
  expect(refused).toEqual({
    status: 413,
    body: { error: 'file_too_big', message: 'file bigger than 150mb' },
  });
});

test('a photo’s file is deleted from the edit view after asking, and is gone from the server', async ({
  page,
}, testInfo) => {
  const photo = testInfo.outputPath('tejado.jpg');
  await writePhoto(photo);
  await signIn(page, 'employee@demo.test');
  await page.goto(tenantUrl('demo', `/data/${collection}/p-031`));
  const view = new DataDocumentPage(page);
  await view.action('data.action.edit').click();
  const upload = page.getByRole('group', { name: either('uploads.chooseImages') });
  await upload.getByLabel(either('uploads.chooseImages')).setInputFiles(photo);
  const photos = page.getByRole('list', { name: either('data.images') });
  const uploaded = photos
    .getByRole('listitem')
    .filter({ has: page.locator('img[src$="-tejado.thumb.jpg"]') });
  await expect(uploaded).toHaveCount(1);
  const thumb = new URL((await uploaded.locator('img').getAttribute('src')) as string).pathname;
  const file = thumb.replace('.thumb.jpg', '.jpg');
  // Not from the browser's cache (the file was fetched before): what the server says now.
  const status = (url: string) =>
    page.evaluate(async (u) => (await fetch(u, { cache: 'no-store' })).status, url);
  expect(await status(file)).toBe(200);
  // The button names the photo by its place: "Delete the file of photo 2".
  const pattern = (text: string) => text.replace('{number}', '\\d+');
  const deletePhoto = new RegExp(
    `^(${pattern(messagesEn['uploads.deletePhoto'])}|${pattern(messagesEs['uploads.deletePhoto'])})$`,
  );
  // A seeded photo given as the company's asset has no file of the project's to delete.
  await expect(photos.getByRole('button', { name: deletePhoto })).toHaveCount(1);

  await uploaded.getByRole('button', { name: deletePhoto }).click();
  // Nothing is deleted before the answer to the question.
  const question = uploaded.getByRole('group', { name: either('uploads.deleteConfirm') });
  await expect(question).toBeVisible();
  await uploaded.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('delete-photo-question.png') });
  expect(await status(file)).toBe(200);
  await question.getByRole('button', { name: either('uploads.deleteNo') }).click();
  await expect(question).toBeHidden();
  expect(await status(file)).toBe(200);

  await uploaded.getByRole('button', { name: deletePhoto }).click();
  await question.getByRole('button', { name: either('uploads.deleteYes') }).click();
  await expect(uploaded).toHaveCount(0);
  expect(await status(file)).toBe(404);
  expect(await status(thumb)).toBe(404);
  await page.screenshot({ path: testInfo.outputPath('delete-photo-done.png') });
});
