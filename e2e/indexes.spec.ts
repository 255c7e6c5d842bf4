import { expect, type Page, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { eitherWith } from './pages/accountTexts';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { either } from './pages/texts';

/** Filters on one field and sorts by another: no declared index serves it until the admin adds one. */
const failingQuery = {
  collection: 'proyectos',
  where: [['Habitación', '==', 'Cocina']],
  orderBy: ['CreatedAt', 'desc'],
};

async function queryStatus(page: Page, query: unknown): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async (body) => {
    const res = await fetch('/api/query', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  }, query);
}

async function signInAsAdmin(page: Page) {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('admin@demo.test');
  await new ShellPage(page).expectSignedIn();
}

test.describe('query index page', () => {
  test('the admin creates the index a failing query needs, and the query then works', async ({ page }) => {
    await signInAsAdmin(page);
    const before = await queryStatus(page, failingQuery);
    expect(before).toEqual({
      status: 400,
      body: { error: 'query_requires_index', message: 'This query requires an index!!!' },
    });

    await page.goto(
      tenantUrl('demo', `/adminTools/indexes?query=${encodeURIComponent(JSON.stringify(failingQuery))}`),
    );
    await expect(page.getByRole('heading', { level: 1, name: either('indexes.title') })).toBeVisible();
    const needed = page.getByTestId('needed-index');
    await expect(needed.getByText(either('indexes.query.needs'))).toBeVisible();
    await expect(needed.getByRole('listitem')).toHaveText(['Habitación ↑', 'CreatedAt ↓']);
    await page.screenshot({ path: `${screenshotDir}/indexes-failing-query.png`, fullPage: true });

    await needed.getByRole('button', { name: either('indexes.query.create') }).click();
    await expect(page.getByText(/^(The query works now|La consulta ya funciona)/)).toBeVisible();
    const after = await queryStatus(page, failingQuery);
    expect(after.status).toBe(200);
    const docs = (after.body as { docs: { Habitación: string }[] }).docs;
    expect(docs.length).toBeGreaterThan(0);
    await expect(page.getByText(eitherWith('indexes.query.works', { count: docs.length }))).toBeVisible();
    expect(docs.every((doc) => doc.Habitación === 'Cocina')).toBe(true);

    const declared = page.getByTestId('declared-index').filter({ hasText: 'Habitación ↑' });
    await expect(declared).toHaveCount(1);
    await expect(declared).toContainText('proyectos');
  });

  test('the admin declares an index with the form', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(tenantUrl('demo', '/adminTools'));
    await page.getByRole('link', { name: /^(Query indexes|Índices de consultas)/ }).click();
    await expect(page).toHaveURL(tenantUrl('demo', '/adminTools/indexes'));

    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: either('indexes.form.submit') }) });
    await form.getByLabel(either('indexes.form.collection')).fill('incidencias');
    const paths = form.getByLabel(either('indexes.form.fieldPath'));
    const modes = form.getByLabel(either('indexes.form.mode'));
    // A field left empty is refused before reaching the server.
    await paths.nth(0).fill('Prioridad');
    await form.getByRole('button', { name: either('indexes.form.submit') }).click();
    await expect(form.getByRole('alert')).toHaveText(either('indexes.form.badField'));

    await paths.nth(1).fill('CreatedAt');
    await modes.nth(1).selectOption('desc');
    await form.getByRole('button', { name: either('indexes.form.submit') }).click();
    await expect(page.getByText(either('indexes.created'))).toBeVisible();
    // The row just declared (the demo also declares owners ∋ + Prioridad ↑ for its clients' lists).
    const row = page
      .getByTestId('declared-index')
      .filter({ hasText: 'Prioridad ↑' })
      .filter({ hasText: 'CreatedAt ↓' });
    await expect(row).toContainText('incidencias');
    await expect(row).toContainText('CreatedAt ↓');

    const works = await queryStatus(page, {
      collection: 'incidencias',
      where: [['Prioridad', '==', 'Alta']],
      orderBy: ['CreatedAt', 'desc'],
    });
    expect(works.status).toBe(200);
    await page.screenshot({ path: `${screenshotDir}/indexes-declared.png`, fullPage: true });
  });

  test('below level 100 the page is forbidden', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('manager@demo.test');
    await new ShellPage(page).expectSignedIn();
    await page.goto(tenantUrl('demo', '/adminTools/indexes'));
    await expect(page.getByRole('heading', { level: 1, name: either('indexes.title') })).toHaveCount(0);
  });
});

test.describe('public data', () => {
  test('a visitor lists the public documents and opens one', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/publicData'));
    await expect(page.getByRole('heading', { level: 1, name: either('publicData.title') })).toBeVisible();
    const cards = page.locator('.public-card');
    await expect(cards).toHaveCount(6);
    await page.screenshot({ path: `${screenshotDir}/public-data-list.png`, fullPage: true });

    await cards.filter({ hasText: 'Cocina en Chamberí' }).getByRole('link').click();
    await expect(page).toHaveURL(tenantUrl('demo', '/publicData/o-001'));
    await expect(page.getByRole('heading', { level: 1, name: 'Cocina en Chamberí' })).toBeVisible();
    await expect(page.getByText('Cocina abierta con isla y encimera de cuarzo.')).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/public-data-document.png`, fullPage: true });
  });

  test('a private project is not public data', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/publicData/p-001'));
    await expect(page.getByRole('alert')).toHaveText(either('publicData.notFound'));
  });
});
