import { type Browser, devices, expect, type Page, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { defineKitCollection, kitField, query, removeKitCollection } from './pages/fieldKitForm';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { either } from './pages/texts';

// Issue 13 point 1 on a phone: the field kit's inputs bring the phone's own keyboards and
// pickers, every target is at least 44 px, and a worker fills a form with taps alone.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const key = 'kitphone';
const docId = 'kit-p-1';

async function workerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    geolocation: { latitude: 41.3874, longitude: 2.1686 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.open('demo');
  await login.signIn('admin@demo.test');
  await new ShellPage(page).expectSignedIn();
  return page;
}

const input = (page: Page, label: string) =>
  page.locator('form.edit-form').getByLabel(label, { exact: true });

test('a phone gets its keyboards, 44 px targets, and fills the form by touch', async ({ browser }) => {
  const page = await workerPage(browser);
  await defineKitCollection(page, key, docId);
  await page.goto(tenantUrl('demo', `/data/${key}/${docId}?edit`));
  await expect(input(page, 'Nombre *')).toHaveValue('Inspección de la cocina');

  // The keyboard each value needs.
  for (const [label, mode] of [
    ['Cantidad', 'numeric'],
    ['Peso', 'decimal'],
    ['Precio', 'decimal'],
    ['Avance', 'decimal'],
    ['Correo', 'email'],
    ['Teléfono', 'tel'],
    ['Web', 'url'],
  ] as const)
    await expect(input(page, label), label).toHaveAttribute('inputmode', mode);

  // Every control a finger uses is at least 44 px high (and the stars as wide).
  const targets = page.locator(
    [
      'form.edit-form .kit-option',
      'form.edit-form .kit-rating__star',
      'form.edit-form .kit-button',
      'form.edit-form .kit-clear',
      'form.edit-form .kit-richtext__tool',
      'form.edit-form .kit-field input[type="text"]',
      'form.edit-form .kit-field input[type="range"]',
    ].join(', '),
  );
  const sizes = await targets.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return {
        what: element.className || element.getAttribute('type'),
        width: box.width,
        height: box.height,
      };
    }),
  );
  expect(sizes.length).toBeGreaterThan(20);
  for (const size of sizes) expect(size.height, JSON.stringify(size)).toBeGreaterThanOrEqual(44);
  for (const size of sizes.filter((s) => String(s.what).includes('kit-rating__star')))
    expect(size.width).toBeGreaterThanOrEqual(44);

  // Taps: a decimal with a comma, a yes/no, a star, the location, a contact.
  await input(page, 'Peso').tap();
  await input(page, 'Peso').fill('7,5');
  await page.getByRole('group', { name: 'Pagado' }).getByText('No', { exact: true }).tap();
  await page.getByRole('radiogroup', { name: 'Nota' }).locator('label').nth(4).tap();
  await page.getByRole('button', { name: 'Usar mi ubicación' }).tap();
  await expect(kitField(page, 'location').getByLabel('Latitud')).toHaveValue('41,3874');
  const responsable = page.getByRole('combobox', { name: 'Responsable' });
  await responsable.tap();
  await responsable.fill('pablo');
  await page.getByRole('option', { name: /Pablo Iglesias Ruiz/ }).tap();
  await expect(responsable).toHaveValue('Pablo Iglesias Ruiz');

  // Signing with a finger.
  const pad = page.getByRole('img', { name: /Zona de firma/ });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  const client = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    client.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + x, y: box.y + y }],
    });
  await touch('touchStart', 20, 100);
  for (const [x, y] of [
    [60, 40],
    [100, 120],
    [150, 50],
    [200, 110],
  ] as const)
    await touch('touchMove', x, y);
  await touch('touchEnd', 0, 0);
  await expect(kitField(page, 'signature')).toContainText('La firma aún no está guardada');
  // A click, not a tap: Chromium's gesture detector can take a tap right after CDP touch events
  // for the second finger of a pinch, and drop it.
  await page.getByRole('button', { name: 'Guardar la firma' }).click();
  await expect(kitField(page, 'signature').getByRole('img', { name: 'Firma', exact: true })).toBeVisible();

  await page.setViewportSize({ width: 412, height: 4200 });
  await page.locator('form.edit-form').screenshot({ path: `${screenshotDir}/field-kit-phone.png` });
  await page.setViewportSize({ width: 412, height: 839 });

  await page.getByRole('button', { name: either('data.edit.save') }).click(); // as the signature's save: a tap right after CDP touch events can be dropped
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inspección de la cocina', exact: true }),
  ).toBeVisible();
  const [stored] = await query(page, { collection: key, docId });
  const [pablo] = await query(page, { collection: 'agenda', where: [['email', '==', 'employee@demo.test']] });
  expect(stored).toMatchObject({
    Peso: 7.5,
    Pagado: false,
    Nota: 5,
    Lugar: { lat: 41.3874, lng: 2.1686 },
    Responsable: pablo?.FireId,
    Firma: expect.stringMatching(/^\/api\/files\/.+\.png$/),
  });
});

test.afterAll(async ({ browser }) => {
  const page = await workerPage(browser);
  await removeKitCollection(page, key);
  await page.context().close();
});
