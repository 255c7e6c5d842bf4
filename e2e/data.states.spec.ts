import { expect, type Page, type Route, test } from '@playwright/test';
import { DataDocumentPage } from './pages/DataDocumentPage';
import { DataListPage } from './pages/DataListPage';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { either } from './pages/texts';

// Issue 5: the empty, loading and error states of the data lists.

async function signIn(page: Page, email: string, tenant = 'demo'): Promise<void> {
  const login = new LoginPage(page);
  await login.open(tenant);
  await login.signIn(email);
  await new ShellPage(page).expectSignedIn();
}

interface StreamRequest {
  subs?: {
    id: string;
    query?: { collection?: string; collKey?: string; orderBy?: unknown; docId?: string };
  }[];
}

/**
 * Live stream requests (`POST /api/live`, the whole subscription set) that carry a collection's
 * list, for `handle` with that subscription's id. A list reads through the "data" alias with its
 * collection's key (so the stored filters apply); the demo keys are the collections' names.
 */
async function onListSubscribe(
  page: Page,
  collection: string,
  handle: (route: Route, sub: string) => Promise<void>,
) {
  await page.route(/\/api\/live$/, async (route) => {
    const body = route.request().postDataJSON() as StreamRequest | null;
    const list = body?.subs?.find(
      (sub) => sub.query?.collection === 'data' && sub.query.collKey === collection && !sub.query.docId,
    );
    if (list) await handle(route, list.id);
    else await route.continue();
  });
}

/** The stream answers the list's subscription with a sub-error (the client then leaves it out). */
const failWith = (error: string, message: string) => (route: Route, sub: string) =>
  route.fulfill({
    status: 200,
    contentType: 'text/event-stream',
    body: `event: ready\ndata: {}\n\nevent: sub-error\ndata: ${JSON.stringify({ sub, error, message })}\n\n`,
  });

test('a search that matches nothing says so, and a new project has no journals yet', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const list = new DataListPage(page);
  await list.open('proyectos');
  await expect(list.cards.first()).toBeVisible();
  await list.search.fill('qqqxxyyzz');
  await expect(list.cards).toHaveCount(0);
  await expect(list.emptyState).toHaveText(/qqqxxyyzz/);
  await expect(list.emptyState).toHaveText(/^(Nothing matches|Nada coincide con)/);

  await list.search.fill('');
  await list.create();
  const form = new DataDocumentPage(page);
  await form.declared('Nombre').fill(`Sin diarios ${Date.now().toString(36)}`);
  await form.submitCreate();
  await expect(page.locator('.journals .empty-state')).toHaveText(
    /^(No Diarios yet\.|Todavía no hay Diarios\.)$/,
  );
});

test('the list shows placeholders while its documents load', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await onListSubscribe(page, 'proyectos', async (route) => {
    await held;
    await route.continue();
  });
  const list = new DataListPage(page);
  await list.open('proyectos');
  await expect(list.loading).toBeVisible();
  await expect(list.cards).toHaveCount(0);
  release();
  await expect(list.cards.first()).toBeVisible();
  await expect(list.loading).toHaveCount(0);
});

test('a list whose query fails says "Error loading data!!!" (in English)', async ({ page }) => {
  await signIn(page, 'admin@develop.test', 'develop');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await onListSubscribe(page, 'projects', failWith('error_loading_data', 'Error loading data!!!'));
  const list = new DataListPage(page);
  await list.open('projects', 'develop');
  await expect(list.error.locator('strong')).toHaveText('Error loading data!!!');
  await expect(list.cards).toHaveCount(0);
  await expect(list.loading).toHaveCount(0);
  // Nothing to fix on an index page: the failure was not a missing index.
  await expect(list.error.getByRole('link')).toHaveCount(0);
});

test('level 100 can go from a query that needs an index to the index page, query filled in', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  await onListSubscribe(
    page,
    'incidencias',
    failWith('query_requires_index', 'This query requires an index!!!'),
  );
  const list = new DataListPage(page);
  await list.open('incidencias');
  await expect(list.error).toContainText(/index!!!|índice!!!/);
  const fix = list.error.getByRole('link', { name: either('data.error.createIndex') });
  await fix.click();
  await expect(page).toHaveURL(/\/adminTools\/indexes\?query=/);
  const query = JSON.parse(new URL(page.url()).searchParams.get('query') ?? '{}') as Record<string, unknown>;
  expect(query).toMatchObject({ collection: 'data', collKey: 'incidencias', orderBy: ['CreatedAt', 'desc'] });
  await expect(page.getByRole('textbox', { name: /^(Query|Consulta)/ })).toHaveValue(/"incidencias"/);
});

test('below level 100 the same failure offers no index page', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await onListSubscribe(
    page,
    'incidencias',
    failWith('query_requires_index', 'This query requires an index!!!'),
  );
  const list = new DataListPage(page);
  await list.open('incidencias');
  await expect(list.error.locator('strong')).toHaveText(either('errors.error_loading_data'));
  await expect(list.error.getByRole('link')).toHaveCount(0);
});
