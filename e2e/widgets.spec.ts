import { type Browser, devices, expect, type Page, test } from '@playwright/test';
import { chromiumLaunchOptions, screenshotDir, tenantUrl } from './env';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';

async function signIn(page: Page, email = 'admin@demo.test'): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email);
  await new ShellPage(page).expectSignedIn();
}

const card = (page: Page, id: string) => page.locator(`[data-testid="widget-card"][data-widget-id="${id}"]`);

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'en-US' });
  return context.newPage();
}

test.use({ launchOptions: chromiumLaunchOptions });

test('a project shows real table, gallery and QR widgets; the draft is the admin’s alone', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(tenantUrl('demo', '/data/proyectos/p-002'));
  const journals = card(page, 'w-project-summary');
  await expect(journals.getByRole('table')).toBeVisible();
  await expect(journals.getByTestId('widget-table-row').first()).toBeVisible();
  await expect(
    card(page, 'w-project-photos').getByTestId('widget-gallery').getByRole('button').first(),
  ).toBeVisible();
  await expect(card(page, 'w-project-qr').getByTestId('widget-qr-image')).toBeVisible();
  await expect(card(page, 'w-project-qr').getByTestId('widget-qr-image')).toHaveAttribute(
    'alt',
    /\/publicData\/p-002$/,
  );
  const draft = card(page, 'w-project-pdf');
  await expect(draft.getByTestId('widget-draft')).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/widgets-project-desktop.png`, fullPage: true });

  // A coordinator (level 10) never receives the draft, nor the manager-only widget it is.
  const other = await page.context().browser()?.newContext({ locale: 'en-US' });
  const coordinator = await other?.newPage();
  if (!coordinator) throw new Error('no second page');
  await signIn(coordinator, 'coordinator@demo.test');
  await coordinator.goto(tenantUrl('demo', '/data/proyectos/p-002'));
  await expect(card(coordinator, 'w-project-qr')).toBeVisible();
  await expect(card(coordinator, 'w-project-pdf')).toHaveCount(0);
  const api = await coordinator.request.post(tenantUrl('demo', '/api/query'), {
    data: { collection: 'widgets', where: [['place', '==', 'project']] },
  });
  const ids = ((await api.json()) as { docs: { FireId: string }[] }).docs.map((d) => d.FireId);
  expect(ids).toContain('w-project-qr');
  expect(ids).not.toContain('w-project-pdf');
  const query = await coordinator.request.post(tenantUrl('demo', '/api/query'), {
    data: { widgetId: 'w-project-pdf', entry: 0 },
  });
  expect(query.status()).toBe(404);
  await other?.close();
});

test('the table sorts, filters, opens a row and downloads a CSV', async ({ page }) => {
  await signIn(page);
  await page.goto(tenantUrl('demo', '/widget/proyectos/w-company-calendar/none'));
  const widget = page.getByTestId('widget-page');
  const rows = widget.getByTestId('widget-table-row');
  await expect(rows.first()).toBeVisible();
  // Virtualised: 50 projects, far fewer rows in the page.
  await expect(widget.getByText('50 rows')).toBeVisible();
  await widget.getByRole('button', { name: 'Obra' }).click();
  await expect(widget.getByRole('columnheader', { name: 'Obra' })).toHaveAttribute('aria-sort', 'ascending');
  const first = await rows.first().locator('td').first().textContent();
  await widget.getByRole('button', { name: 'Obra' }).click();
  await expect(widget.getByRole('columnheader', { name: 'Obra' })).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.first().locator('td').first()).not.toHaveText(first ?? '');

  await widget.getByRole('searchbox').fill(first ?? '');
  await expect(widget.getByText(/^1 of 50 rows$/)).toBeVisible();
  const download = page.waitForEvent('download');
  await widget.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const csv = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toBe('Obra,Estado,Inicio');
  expect(csv.split('\r\n')).toHaveLength(2);

  await rows.first().click();
  await expect(page).toHaveURL(/\/data\/proyectos\/p-\d+$/);
});

test('visitors see the public gallery and text; the lightbox moves with the arrow keys', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/public'));
  await expect(card(page, 'w-public-about')).toContainText('Reformas integrales');
  const gallery = card(page, 'w-public-gallery').getByTestId('widget-gallery');
  await expect(gallery.getByRole('button')).toHaveCount(6);
  await page.screenshot({ path: `${screenshotDir}/widgets-public-desktop.png`, fullPage: true });
  await gallery.getByRole('button').first().click();
  const lightbox = page.getByTestId('widget-lightbox');
  await expect(lightbox.getByText('1 of 6')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('2 of 6')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText('6 of 6')).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/widgets-lightbox-desktop.png` });
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  // A visitor never receives a company widget.
  const res = await page.request.post(tenantUrl('demo', '/api/query'), { data: { collection: 'widgets' } });
  const places = ((await res.json()) as { docs: { place: string }[] }).docs.map((d) => d.place);
  expect(new Set(places)).toEqual(new Set(['public']));
});

test('a widget saved appears on an open page without reload, and goes when deleted', async ({ page }) => {
  await signIn(page);
  await page.goto(tenantUrl('demo', '/data/proyectos/p-003'));
  await expect(card(page, 'w-project-qr')).toBeVisible();
  const send = (type: string, payload: unknown) =>
    page.request.post(tenantUrl('demo', '/api/commands'), {
      data: { id: `e2e-${type}-${Date.now()}`, type, payload },
    });
  const created = await send('widget.create', {
    docId: 'w-e2e-live',
    widget: { place: 'project', keyOfCollection: 'proyectos', title: 'Live QR', type: 'qr', order: 9 },
  });
  expect(await created.json()).toMatchObject({ status: 'applied' });
  await expect(card(page, 'w-e2e-live').getByTestId('widget-qr-image')).toBeVisible();
  const bad = await send('widget.update', {
    docId: 'w-e2e-live',
    widget: { place: 'project', type: 'qr', width: 7 },
  });
  expect(await bad.json()).toMatchObject({
    status: 'rejected',
    error: 'invalid_change',
    message: 'Invalid change!!!',
  });
  expect(await (await send('widget.delete', { docId: 'w-e2e-live' })).json()).toMatchObject({
    status: 'applied',
  });
  await expect(card(page, 'w-e2e-live')).toHaveCount(0);
});

test('on a phone: only mobile widgets, and /mobilewidgets lists them', async ({ browser }) => {
  const page = await phonePage(browser);
  await signIn(page);
  await page.goto(tenantUrl('demo', '/mobilewidgets'));
  await expect(card(page, 'w-company-calendar')).toBeVisible();
  await expect(card(page, 'w-company-my-issues')).toBeVisible();
  await expect(card(page, 'w-company-stats')).toHaveCount(0);
  await page.screenshot({ path: `${screenshotDir}/widgets-mobilewidgets-phone.png`, fullPage: true });

  await page.goto(tenantUrl('demo', '/data/proyectos/p-002'));
  await expect(card(page, 'w-project-summary').getByTestId('widget-table-row').first()).toBeVisible();
  await expect(card(page, 'w-project-photos')).toHaveCount(0);
  await expect(card(page, 'w-project-qr')).toHaveCount(0);
  await card(page, 'w-project-summary').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshotDir}/widgets-project-phone.png`, fullPage: true });
  await page.goto(tenantUrl('demo', '/widget/proyectos/w-project-qr/p-002'));
  await expect(page.getByTestId('widget-not-found')).toBeVisible();
  await page.context().close();
});

test('screenshots of each kind on its own page, desktop and phone', async ({ page, browser }) => {
  const shots: [string, string][] = [
    ['table', '/widget/proyectos/w-company-calendar/none'],
    ['qr', '/widget/proyectos/w-project-qr/p-002'],
    ['gallery', '/widget/proyectos/w-project-photos/p-002'],
  ];
  await signIn(page);
  for (const [kind, path] of shots) {
    await page.goto(tenantUrl('demo', path));
    await expect(page.getByTestId('widget-page')).toBeVisible();
    await expect(page.locator('.widget-loading')).toHaveCount(0);
    await page.screenshot({ path: `${screenshotDir}/widget-${kind}-desktop.png` });
  }
  const phone = await phonePage(browser);
  await signIn(phone);
  for (const [kind, path] of shots) {
    await phone.goto(tenantUrl('demo', path));
    // On a phone the server sends only mobile widgets: the calendar table is one.
    await phone.waitForLoadState('networkidle');
    await phone.screenshot({ path: `${screenshotDir}/widget-${kind}-phone.png` });
  }
  await phone.context().close();
});
