import { type Browser, devices, expect, type Page, test } from '@playwright/test';
import { formatNumber } from '../shared/src/format';
import { chromiumLaunchOptions, screenshotDir, tenantUrl } from './env';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';

// The widget editor (issue 10 point 5) and the chart and pivot kinds (point 6), in Chromium.
// The demo's people read Spanish (their contact's language), so the texts here are the es catalogue's.

async function signIn(page: Page, email = 'admin@demo.test'): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email);
  await new ShellPage(page).expectSignedIn();
}

async function signedInPage(browser: Browser, email: string, phone = false): Promise<Page> {
  const context = await browser.newContext({ ...(phone ? devices['Pixel 7'] : {}), locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

type Project = Record<string, unknown>;

/** The demo's projects as they are now: the seeded 50 and those earlier specs of the run made. */
async function projectsNow(page: Page): Promise<Project[]> {
  return page.evaluate(async () => {
    const res = await fetch('/api/query', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ collection: 'proyectos' }),
    });
    return ((await res.json()) as { docs: Record<string, unknown>[] }).docs;
  });
}

/** How many groups the chart makes of `docs` by `field` (a missing value is a group of its own). */
const groupCount = (docs: Project[], field: string) => new Set(docs.map((doc) => doc[field] ?? null)).size;

/** A chart summary's "N grupos, total T" (Spanish numbers), T not followed by more digits. */
const summary = (groups: number, total: number) =>
  new RegExp(`${groups} grupos?, total ${formatNumber(total).replace('.', '\\.')}(?![.,]?\\d)`);
const summaryTotal = (total: number) =>
  new RegExp(`total ${formatNumber(total).replace('.', '\\.')}(?![.,]?\\d)`);

const card = (page: Page, id: string) => page.locator(`[data-testid="widget-card"][data-widget-id="${id}"]`);
const cardTitled = (page: Page, title: string) =>
  page.locator('[data-testid="widget-card"]').filter({ has: page.getByRole('heading', { name: title }) });

/** Collects what the page's Content-Security-Policy refused (ECharts must not need inline styles). */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test.use({ launchOptions: chromiumLaunchOptions });

test('an admin makes a chart in the editor: live preview, saved, seen by a manager live, deleted from both', async ({
  page,
  browser,
}) => {
  // Two signed-in contexts, a live preview and a logic function time-out: more than the default 30 s.
  test.setTimeout(90_000);
  const violations = cspViolations(page);
  await signIn(page);
  // The manager's project page is open before the widget exists: it must appear without reload.
  const manager = await signedInPage(browser, 'manager@demo.test');
  await manager.goto(tenantUrl('demo', '/data/proyectos/p-002'));
  await expect(card(manager, 'w-project-summary')).toBeVisible();
  const title = `E2E chart ${Date.now()}`;
  await expect(cardTitled(manager, title)).toHaveCount(0);

  await page.goto(tenantUrl('demo', '/widgetfactory/new/proyectos/project/p-002'));
  const editor = page.getByTestId('widget-editor');
  await expect(editor.getByRole('heading', { name: 'Nuevo widget' })).toBeVisible();
  await editor.getByLabel('Tipo', { exact: true }).selectOption('chart');
  await editor.getByLabel('Título', { exact: true }).fill(title);
  await editor.getByLabel(/^Listo/).check();
  await editor.getByLabel('Tipo de gráfico').selectOption('doughnut');
  await editor.getByLabel('Agrupar por el campo').fill('Estado');
  await editor.getByLabel('Agrupación').selectOption('value');
  // The query builder: one entry on "data" (the project's collection here), order and limit.
  const entry = editor.getByTestId('query-entry').first();
  await expect(entry.getByLabel('Colección')).toHaveValue('data');
  await entry.getByLabel('Límite').fill('500');

  // The live preview: the real renderer over the level-100 preview query (nothing saved yet).
  const preview = page.getByTestId('widget-preview');
  const chart = preview.getByTestId('widget-chart');
  await expect(chart).toHaveAttribute('data-chart-type', 'doughnut');
  await expect(chart.locator('canvas')).toBeVisible();
  // Every project by state (the seeded 50 in three states, and any an earlier spec made): the
  // summary names them. The entry's limit (500) must not cut them.
  const all = await projectsNow(page);
  expect(all.length).toBeGreaterThanOrEqual(50);
  expect(all.length).toBeLessThanOrEqual(500);
  await expect(chart.getByRole('img')).toHaveAttribute(
    'aria-label',
    summary(groupCount(all, 'Estado'), all.length),
  );
  await expect(chart.getByRole('table')).toContainText('En curso');

  // A logic function on the preview data: its answer, then a failure shown by kind.
  await editor.getByLabel(/^Dar forma a los resultados/).check();
  const code = editor.getByLabel(/^Función lógica \(JavaScript/);
  await code.fill(
    'function main(input) { return input.results[0].filter((p) => p.Estado !== "Terminado"); }',
  );
  const unfinished = all.filter((project) => project.Estado !== 'Terminado');
  expect(unfinished.length).toBeLessThan(all.length);
  await expect(page.getByTestId('logic-result')).toContainText(`Se ejecutó: ${unfinished.length} filas.`);
  await expect(chart.getByRole('img')).toHaveAttribute(
    'aria-label',
    summary(groupCount(unfinished, 'Estado'), unfinished.length),
  );
  await code.fill('function main() { while (true) {} }');
  await expect(page.getByTestId('logic-result').locator('[data-error-kind="timeout"]')).toBeVisible();
  await expect(preview.getByTestId('widget-failure')).toContainText('Algo Salio Mal.');
  await editor.getByLabel(/^Dar forma a los resultados/).uncheck();
  await expect(chart.getByRole('img')).toHaveAttribute(
    'aria-label',
    summary(groupCount(all, 'Estado'), all.length),
  );
  await page.screenshot({ path: `${screenshotDir}/widget-editor-desktop.png`, fullPage: true });

  await page.getByTestId('widget-save').click();
  await expect(page.getByTestId('snack').filter({ hasText: 'Widget creado.' })).toBeVisible();
  await expect(page).toHaveURL(/\/widgetfactory\/[^/]+\/proyectos\/project\/p-002$/);
  const widgetId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
  expect(widgetId).not.toBe('new');

  // The manager's open page shows it, drawn, without a reload.
  const saved = card(manager, widgetId);
  await expect(saved.getByTestId('widget-chart').locator('canvas')).toBeVisible();
  await expect(saved.getByRole('heading', { name: title })).toBeVisible();
  // The pen is for level 100 only.
  await expect(saved.getByTestId('widget-edit')).toHaveCount(0);

  // The admin reaches the editor again through the card's pen, and deletes it there.
  await page.goto(tenantUrl('demo', '/data/proyectos/p-002'));
  await card(page, widgetId).getByTestId('widget-edit').click();
  await expect(page.getByRole('heading', { name: `Editar widget: ${title}` })).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '¿Eliminar este widget?' })).toBeVisible();
  await page.getByTestId('widget-delete-confirm').click();
  await expect(page.getByTestId('snack').filter({ hasText: 'Widget eliminado.' })).toBeVisible();

  await expect(card(manager, widgetId)).toHaveCount(0);
  await page.goto(tenantUrl('demo', '/data/proyectos/p-002'));
  await expect(card(page, 'w-project-summary')).toBeVisible();
  await expect(card(page, widgetId)).toHaveCount(0);
  expect(violations).toEqual([]);
  await manager.context().close();
});

test('the seeded pivot: totals in Spanish format, sticky headers, a cell drills down to its projects', async ({
  page,
}) => {
  const violations = cspViolations(page);
  await signIn(page);
  await page.goto(tenantUrl('demo', '/widget/proyectos/w-company-budget-pivot/none'));
  const pivot = page.getByTestId('widget-pivot');
  await expect(pivot.getByRole('columnheader', { name: 'En curso' })).toBeVisible();
  await expect(pivot.getByRole('rowheader', { name: 'Total general' })).toBeVisible();
  const header = pivot.locator('thead th').first();
  expect(await header.evaluate((th) => getComputedStyle(th).position)).toBe('sticky');
  // Grand total of the count column: every project (the seeded 50 and any an earlier spec made).
  const all = await projectsNow(page);
  expect(all.length).toBeGreaterThanOrEqual(50);
  await expect(pivot.locator('tfoot td').last()).toHaveText(formatNumber(all.length));
  await expect(pivot.locator('tbody')).toContainText('.'); // thousands in Spanish format (e.g. 35.700)
  await page.screenshot({ path: `${screenshotDir}/widget-pivot-desktop.png` });

  const kitchen = pivot
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Cocina', exact: true }) });
  await kitchen.getByRole('button').last().click();
  const drill = page.getByRole('dialog');
  const kitchens = all.filter((project) => project.Habitación === 'Cocina').length;
  expect(kitchens).toBeGreaterThan(1);
  await expect(drill).toContainText(`${kitchens} documentos`);
  const links = drill.getByTestId('pivot-drill-list').getByRole('link');
  await expect(links).toHaveCount(kitchens);
  await expect(links.first()).toHaveAttribute('href', /^\/data\/proyectos\/p-\d+$/);
  await links.first().click();
  await expect(page).toHaveURL(/\/data\/proyectos\/p-\d+$/);

  // Its editor: the stored widget in the form, its own panel, the preview drawing it.
  await page.goto(tenantUrl('demo', '/widgetfactory/w-company-budget-pivot/proyectos/company/none'));
  const editor = page.getByTestId('widget-editor');
  await expect(editor.getByLabel('Título', { exact: true })).toHaveValue('Presupuesto por estancia y estado');
  await expect(editor.getByLabel('Campos de filas')).toHaveValue('Habitación');
  await expect(editor.getByLabel('Valores')).toHaveValue('sum:Presupuesto\ncount');
  await expect(page.getByTestId('widget-preview').getByTestId('widget-pivot')).toContainText('Total general');
  await page.screenshot({ path: `${screenshotDir}/widget-editor-pivot-desktop.png` });

  await page.goto(tenantUrl('demo', '/widget/proyectos/w-company-stats/none'));
  const chart = page.getByTestId('widget-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(chart.getByRole('img')).toHaveAttribute('aria-label', summaryTotal(all.length));
  await page.screenshot({ path: `${screenshotDir}/widget-chart-desktop.png` });
  expect(violations).toEqual([]);
});

test('chart and pivot on a phone (widgets marked mobile)', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin@demo.test');
  // Through the page, as the app sends commands (same origin, the session cookie).
  const send = (type: string, payload: unknown) =>
    admin.evaluate(
      async ([type, payload]) => {
        const id = crypto.randomUUID();
        const res = await fetch('/api/commands', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id, type, payload }),
        });
        return res.json();
      },
      [type, payload] as const,
    );
  const base = { place: 'company', keyOfCollection: 'proyectos', mobile: true, ready: true };
  const made = [
    await send('widget.create', {
      docId: 'w-e2e-phone-chart',
      widget: {
        ...base,
        title: 'Presupuesto por estado',
        type: 'chart',
        querysArray: [{ collection: 'proyectos' }],
        settings: {
          chartType: 'bar',
          groupField: 'Estado',
          grouping: 'value',
          aggregation: 'sum',
          valueField: 'Presupuesto',
        },
      },
    }),
    await send('widget.create', {
      docId: 'w-e2e-phone-pivot',
      widget: {
        ...base,
        title: 'Proyectos por estado',
        type: 'pivot',
        querysArray: [{ collection: 'proyectos' }],
        settings: {
          pivot: {
            rows: ['Estado'],
            cols: [],
            values: [{ agg: 'count' }, { agg: 'avg', field: 'Presupuesto' }],
          },
        },
      },
    }),
  ];
  for (const answer of made) expect(answer).toMatchObject({ status: 'applied' });
  try {
    const phone = await signedInPage(browser, 'admin@demo.test', true);
    await phone.goto(tenantUrl('demo', '/widget/proyectos/w-e2e-phone-chart/none'));
    await expect(phone.getByTestId('widget-chart').locator('canvas')).toBeVisible();
    const states = groupCount(await projectsNow(phone), 'Estado');
    await expect(phone.getByTestId('widget-chart').getByRole('img')).toHaveAttribute(
      'aria-label',
      new RegExp(`: ${states} grupos?, `),
    );
    await phone.screenshot({ path: `${screenshotDir}/widget-chart-phone.png` });
    await phone.goto(tenantUrl('demo', '/widget/proyectos/w-e2e-phone-pivot/none'));
    await expect(
      phone.getByTestId('widget-pivot').getByRole('rowheader', { name: 'En curso' }),
    ).toBeVisible();
    await phone.screenshot({ path: `${screenshotDir}/widget-pivot-phone.png` });
    // No pen on a phone, even for level 100.
    await phone.goto(tenantUrl('demo', '/mobilewidgets'));
    await expect(card(phone, 'w-e2e-phone-chart')).toBeVisible();
    await expect(card(phone, 'w-e2e-phone-chart').getByTestId('widget-edit')).toHaveCount(0);
    await phone.context().close();
  } finally {
    await send('widget.delete', { docId: 'w-e2e-phone-chart' });
    await send('widget.delete', { docId: 'w-e2e-phone-pivot' });
    await admin.context().close();
  }
});

test("issue 10's Done-when: an admin builds a table and a pivot beside the charts in the editor; a manager's open page shows both live", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  const manager = await signedInPage(browser, 'manager@demo.test');
  await manager.goto(tenantUrl('demo', '/data/proyectos/p-003'));
  await expect(card(manager, 'w-project-summary')).toBeVisible();
  const made: string[] = [];
  const build = async (
    kind: 'table' | 'pivot',
    title: string,
    fill: (editor: ReturnType<Page['getByTestId']>) => Promise<void>,
  ) => {
    await page.goto(tenantUrl('demo', '/widgetfactory/new/proyectos/project/p-003'));
    const editor = page.getByTestId('widget-editor');
    await expect(editor.getByRole('heading', { name: 'Nuevo widget' })).toBeVisible();
    await editor.getByLabel('Tipo', { exact: true }).selectOption(kind);
    await editor.getByLabel('Título', { exact: true }).fill(title);
    await editor.getByLabel(/^Listo/).check();
    await fill(editor);
    await page.getByTestId('widget-save').click();
    await expect(page.getByTestId('snack').filter({ hasText: 'Widget creado.' })).toBeVisible();
    await expect(page).toHaveURL(/\/widgetfactory\/[^/]+\/proyectos\/project\/p-003$/);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
    expect(id).not.toBe('new');
    made.push(id);
    return id;
  };
  try {
    const stamp = Date.now().toString(36);
    const tableId = await build('table', `E2E tabla ${stamp}`, async (editor) => {
      await editor.getByLabel('Columnas', { exact: true }).fill('Name|Obra\nEstado');
    });
    const pivotId = await build('pivot', `E2E pivote ${stamp}`, async (editor) => {
      await editor.getByLabel('Campos de filas').fill('Estado');
      await editor.getByLabel('Valores', { exact: true }).fill('count');
    });
    // The manager's page, open since before both existed, draws them without a reload.
    const table = card(manager, tableId);
    await expect(table.getByRole('columnheader', { name: 'Obra' })).toBeVisible();
    await expect(table.getByTestId('widget-table-row').first()).toBeVisible();
    const pivot = card(manager, pivotId).getByTestId('widget-pivot');
    await expect(pivot.getByRole('rowheader', { name: 'En curso' })).toBeVisible();
    await expect(pivot.getByRole('rowheader', { name: 'Total general' })).toBeVisible();
    await manager.screenshot({ path: `${screenshotDir}/widget-dashboard-manager.png`, fullPage: true });
  } finally {
    for (const id of made) {
      await page.goto(tenantUrl('demo', `/widgetfactory/${encodeURIComponent(id)}/proyectos/project/p-003`));
      await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
      await page.getByTestId('widget-delete-confirm').click();
      await expect(page.getByTestId('snack').filter({ hasText: 'Widget eliminado.' })).toBeVisible();
    }
    await manager.context().close();
  }
});
