import { type Browser, devices, expect, type Page, test } from '@playwright/test';
import { chromiumLaunchOptions, screenshotDir, tenantUrl } from './env';
import { eitherWith } from './pages/accountTexts';
import { LoginPage } from './pages/LoginPage';
import { watchNetwork } from './pages/quietNetwork';
import { ShellPage } from './pages/ShellPage';
import { either } from './pages/texts';

async function signIn(page: Page, email = 'admin@demo.test'): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email);
  await new ShellPage(page).expectSignedIn();
}

/**
 * A JSON request from the page itself (same origin, its session cookie), as the app sends
 * it: Node, where page.request runs, does not resolve *.localhost as the browser does.
 */
async function apiFromPage(
  page: Page,
  path: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ([path, body]) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    [path, body] as const,
  );
}

/** How many projects the demo tenant holds now (other specs add theirs to the seeded 50). */
async function projectCount(page: Page): Promise<number> {
  const { json } = await apiFromPage(page, '/api/query', { collection: 'proyectos' });
  return (json as { docs: unknown[] }).docs.length;
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
  const api = await apiFromPage(coordinator, '/api/query', {
    collection: 'widgets',
    where: [['place', '==', 'project']],
  });
  const ids = (api.json as { docs: { FireId: string }[] }).docs.map((d) => d.FireId);
  expect(ids).toContain('w-project-qr');
  expect(ids).not.toContain('w-project-pdf');
  const query = await apiFromPage(coordinator, '/api/query', { widgetId: 'w-project-pdf', entry: 0 });
  expect(query.status).toBe(404);
  await other?.close();
});

test('the table sorts, filters, opens a row and downloads a CSV', async ({ page }) => {
  await signIn(page);
  await page.goto(tenantUrl('demo', '/widget/proyectos/w-company-calendar/none'));
  const widget = page.getByTestId('widget-page');
  const rows = widget.getByTestId('widget-table-row');
  await expect(rows.first()).toBeVisible();
  // Virtualised: every project (the widget's limit is 200), far fewer rows in the page.
  const total = await projectCount(page);
  expect(total).toBeGreaterThanOrEqual(50);
  expect(total).toBeLessThanOrEqual(200);
  await expect(widget.getByText(eitherWith('widgets.table.rows', { count: total }))).toBeVisible();
  expect(await rows.count()).toBeLessThan(total);
  await widget.getByRole('button', { name: 'Obra' }).click();
  await expect(widget.getByRole('columnheader', { name: 'Obra' })).toHaveAttribute('aria-sort', 'ascending');
  const first = await rows.first().locator('td').first().textContent();
  await widget.getByRole('button', { name: 'Obra' }).click();
  await expect(widget.getByRole('columnheader', { name: 'Obra' })).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.first().locator('td').first()).not.toHaveText(first ?? '');

  await widget.getByRole('searchbox').fill(first ?? '');
  await expect(widget.getByText(eitherWith('widgets.table.rowsOf', { count: 1, total }))).toBeVisible();
  const download = page.waitForEvent('download');
  await widget.getByRole('button', { name: either('widgets.table.download') }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const csv = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toBe('Obra,Estado,Inicio');
  expect(csv.split('\r\n')).toHaveLength(2);

  await rows.first().click();
  // Any project: other journeys add theirs to the shared demo tenant.
  await expect(page).toHaveURL(/\/data\/proyectos\/[^/]+$/);
});

test('the journals table reads its dates the Spanish way, for the client too, and so does its CSV', async ({
  page,
}) => {
  await signIn(page, 'client@demo.test');
  await page.goto(tenantUrl('demo', '/data/proyectos/p-001'));
  const journals = card(page, 'w-project-summary');
  const rows = journals.getByTestId('widget-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(journals.getByRole('columnheader').nth(2)).toHaveText(/^Fecha/);
  // Seeded as "2025-01-06T10:00:00.000Z": read as a day and a time, never the stored ISO text.
  const spanish = /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/;
  for (const date of await rows.locator('td:nth-child(3)').allTextContents()) expect(date).toMatch(spanish);
  await expect(journals.getByRole('table')).not.toContainText(/\d{4}-\d{2}-\d{2}T/);
  // The card is narrow: its table scrolls sideways to the date column, as a reader would.
  await journals.evaluate((card) => card.scrollIntoView({ block: 'center' }));
  await journals.locator('.widget-table__scroll').evaluate((table) => {
    table.scrollLeft = table.scrollWidth;
  });
  await page.screenshot({ path: `${screenshotDir}/widgets-table-dates.png` });

  const download = page.waitForEvent('download');
  await journals.getByRole('button', { name: either('widgets.table.download') }).click();
  const { readFile } = await import('node:fs/promises');
  const csv = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '');
  const [heading, ...lines] = csv.split('\r\n');
  expect(heading).toBe('Día,Notas,Fecha');
  expect(lines.length).toBeGreaterThan(0);
  // The date is the last column; quoted, since the Spanish reading holds a comma.
  for (const line of lines) expect(line).toMatch(/,"\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}"$/);
});

test('visitors see the public gallery and text; the lightbox moves with the arrow keys', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/public'));
  await expect(card(page, 'w-public-about')).toContainText('Reformas integrales');
  const gallery = card(page, 'w-public-gallery').getByTestId('widget-gallery');
  await expect(gallery.getByRole('button')).toHaveCount(6);
  await page.screenshot({ path: `${screenshotDir}/widgets-public-desktop.png`, fullPage: true });
  await gallery.getByRole('button').first().click();
  const lightbox = page.getByTestId('widget-lightbox');
  const counter = (index: number) =>
    lightbox.getByText(eitherWith('widgets.gallery.counter', { index, count: 6 }));
  await expect(counter(1)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(counter(2)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter(6)).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/widgets-lightbox-desktop.png` });
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  // A visitor never receives a company widget.
  const res = await apiFromPage(page, '/api/query', { collection: 'widgets' });
  const places = (res.json as { docs: { place: string }[] }).docs.map((d) => d.place);
  expect(new Set(places)).toEqual(new Set(['public']));
});

test('a widget saved appears on an open page without reload, and goes when deleted', async ({ page }) => {
  await signIn(page);
  await page.goto(tenantUrl('demo', '/data/proyectos/p-003'));
  await expect(card(page, 'w-project-qr')).toBeVisible();
  const send = async (type: string, payload: unknown) =>
    (await apiFromPage(page, '/api/commands', { id: crypto.randomUUID(), type, payload })).json;
  const created = await send('widget.create', {
    docId: 'w-e2e-live',
    widget: { place: 'project', keyOfCollection: 'proyectos', title: 'Live QR', type: 'qr', order: 9 },
  });
  expect(created).toMatchObject({ status: 'applied' });
  await expect(card(page, 'w-e2e-live').getByTestId('widget-qr-image')).toBeVisible();
  const bad = await send('widget.update', {
    docId: 'w-e2e-live',
    widget: { place: 'project', type: 'qr', width: 7 },
  });
  expect(bad).toMatchObject({
    status: 'rejected',
    error: 'invalid_change',
    message: 'Invalid change!!!',
  });
  expect(await send('widget.delete', { docId: 'w-e2e-live' })).toMatchObject({
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
  const network = watchNetwork(phone);
  await signIn(phone);
  for (const [kind, path] of shots) {
    await phone.goto(tenantUrl('demo', path));
    // On a phone the server sends only mobile widgets: the calendar table is one.
    await network.quiet();
    await phone.screenshot({ path: `${screenshotDir}/widget-${kind}-phone.png` });
  }
  await phone.context().close();
});
