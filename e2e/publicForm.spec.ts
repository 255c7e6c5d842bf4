import { type Browser, expect, type Page, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { applyFromPage, sendFromPage, signedInPage } from './pages/pageCommands';
import { either } from './pages/texts';

// Issue 13 point 4: a visitor, never signed in, sends a published form at
// /publicForm/{widgetid}/{formid}; the office sees the new document appear in its list, live.

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const widgetId = 'w-e2e-public-form';
const label = (es: string, en: string) => ({ es, en });
// The list sorts by Name: this one comes first, on the first page.
const visitorName = `Aaa Visitante E2E ${Date.now()}`;
let created: string | null = null;
let admin: Page;

const widget = {
  place: 'public',
  ready: true,
  title: 'Solicitud de presupuesto',
  type: 'form',
  settings: {
    target: 'create',
    collection: 'proyectos',
    fields: [
      { key: 'Name', label: label('Su nombre', 'Your name'), type: 'shortText', required: true },
      { key: 'Email', label: label('Correo', 'E-mail'), type: 'email', required: true },
      { key: 'Horas', label: label('Horas estimadas', 'Estimated hours'), type: 'integer', min: 1 },
      {
        key: 'Coste',
        label: label('Coste estimado', 'Estimated cost'),
        type: 'calculated',
        formula: 'Horas * 30',
      },
      { key: 'Mensaje', label: label('Mensaje', 'Message'), type: 'longText' },
    ],
    successText: label('¡Gracias! Le llamaremos pronto.', 'Thank you! We will call you soon.'),
  },
};

const staff = (browser: Browser) => signedInPage(browser, { email: 'admin@demo.test', locale: 'es-ES' });

test.beforeAll(async ({ browser }) => {
  admin = await staff(browser);
  await applyFromPage(admin, 'widget.create', { docId: widgetId, widget });
});

test('a visitor sends the form and the office list shows it live', async ({ browser }) => {
  // The office watches its list.
  await admin.goto(tenantUrl('demo', '/data/proyectos'));
  await expect(admin.getByTestId('doc-card').first()).toBeVisible();

  const visitor = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await visitor.goto(tenantUrl('demo', `/publicForm/${widgetId}/${widgetId}`));
  await expect(visitor.getByRole('heading', { name: 'Solicitud de presupuesto' })).toBeVisible();
  const send = visitor.getByRole('button', { name: either('widgets.form.submit') });
  await send.click();
  await expect(visitor.getByText(either('fields.problem.required')).first()).toBeVisible();
  await visitor.getByRole('textbox', { name: /^Su nombre/ }).fill(visitorName);
  await visitor.getByRole('textbox', { name: /^Correo/ }).fill('no-es-un-correo');
  await send.click();
  await expect(visitor.getByText(either('fields.problem.not_email'))).toBeVisible();
  await visitor.getByRole('textbox', { name: /^Correo/ }).fill('visitante@example.com');
  await visitor.getByLabel(/^Horas estimadas/).fill('4');
  await expect(visitor.locator('[data-field-type="calculated"]')).toContainText('120');
  await visitor.getByRole('textbox', { name: /^Mensaje/ }).fill('Reforma de cocina');
  await visitor.screenshot({ path: `${screenshotDir}/public-form-filled.png`, fullPage: true });
  const [response] = await Promise.all([
    visitor.waitForResponse((res) => res.url().includes(`/api/public/forms/${widgetId}/`)),
    send.click(),
  ]);
  expect(response.status()).toBe(201);
  created = ((await response.json()) as { docId: string }).docId;
  await expect(visitor.getByTestId('public-form-sent')).toContainText('¡Gracias! Le llamaremos pronto.');
  await visitor.screenshot({ path: `${screenshotDir}/public-form-sent.png`, fullPage: true });

  // No reload: the live list brings it.
  await expect(admin.getByTestId('doc-card').filter({ hasText: visitorName })).toBeVisible();
  await admin.goto(tenantUrl('demo', `/data/proyectos/${created}`));
  await expect(admin.locator('[data-field="Email"]')).toHaveText('visitante@example.com');
  await expect(admin.locator('[data-field="Coste"]')).toContainText('120');
  await visitor.context().close();
});

test('a closed or unknown form says so', async ({ browser }) => {
  const visitor = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await visitor.goto(tenantUrl('demo', '/publicForm/no-such-widget/no-such-form'));
  await expect(visitor.getByRole('heading', { name: either('publicForm.closed') })).toBeVisible();
  // A draft is closed too.
  await applyFromPage(admin, 'widget.update', { docId: widgetId, widget: { ...widget, ready: false } });
  await visitor.goto(tenantUrl('demo', `/publicForm/${widgetId}/${widgetId}`));
  await expect(visitor.getByTestId('public-form-closed')).toBeVisible();
  await visitor.screenshot({ path: `${screenshotDir}/public-form-closed.png`, fullPage: true });
  await visitor.context().close();
});

test('on a phone the form fits and sends', async ({ browser }) => {
  await applyFromPage(admin, 'widget.update', { docId: widgetId, widget });
  const phone = await (
    await browser.newContext({
      locale: 'es-ES',
      viewport: { width: 412, height: 915 },
      isMobile: true,
      hasTouch: true,
    })
  ).newPage();
  await phone.goto(tenantUrl('demo', `/publicForm/${widgetId}/${widgetId}`));
  await expect(phone.getByRole('heading', { name: 'Solicitud de presupuesto' })).toBeVisible();
  const scroll = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(412);
  await phone.screenshot({ path: `${screenshotDir}/public-form-phone.png`, fullPage: true });
  await phone.context().close();
});

// The demo tenant is shared with the specs that follow: leave it as it was.
test.afterAll(async () => {
  await sendFromPage(admin, 'widget.delete', { docId: widgetId });
  if (created) await sendFromPage(admin, 'document.delete', { collection: 'proyectos', docId: created });
  await admin.context().close();
});
