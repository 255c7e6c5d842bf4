import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { DataDocumentPage } from './pages/DataDocumentPage';
import { DataListPage } from './pages/DataListPage';
import { screenshotWholeScreen } from './pages/DataScreenshot';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { either } from './pages/texts';

// Issue 5 journeys: lists, project and journal views, create, edit, delete, move.

const run = Date.now().toString(36);
let serial = 0;
const newName = () => `Obra e2e ${run} ${++serial}`;

async function signIn(page: Page, email: string): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email);
  await new ShellPage(page).expectSignedIn();
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** A document as the server holds it, read by id in the page (the session cookie is there). */
async function readDoc(page: Page, collection: string, docId: string): Promise<Record<string, unknown>> {
  const docs = await page.evaluate(
    async (body) => {
      const answer = await fetch('/api/query', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return ((await answer.json()) as { docs: Record<string, unknown>[] }).docs;
    },
    { collection, docId },
  );
  expect(docs).toHaveLength(1);
  return docs[0] ?? {};
}

/**
 * Creates a project through the create page, its Estado `state` (none with null); answers its id
 * (from the address it lands on).
 */
async function createProject(
  page: Page,
  name: string,
  state: string | null = 'Presupuesto',
): Promise<string> {
  await page.goto(tenantUrl('demo', '/data/proyectos/new'));
  const form = new DataDocumentPage(page);
  await form.declared('Nombre').fill(name);
  if (state) await page.getByRole('radio', { name: state, exact: true }).check();
  await form.submitCreate();
  await expect(form.title).toHaveText(name);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/')[3] ?? '');
  expect(id).not.toBe('');
  return id;
}

test('an admin creates a project and another browser sees it appear without reloading', async ({
  page,
  browser,
}) => {
  const watcher = await signedInPage(browser, 'manager@demo.test');
  const list = new DataListPage(watcher);
  await list.open();
  await expect(list.cards.first()).toBeVisible();
  const name = newName();
  await list.search.fill(name);
  await expect(list.card(name)).toHaveCount(0);

  await signIn(page, 'admin@demo.test');
  await createProject(page, name);

  await expect(list.card(name)).toBeVisible();
  await watcher.context().close();
});

test('an edit with an invalid percentage is refused with a message and changes nothing', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const name = newName();
  await createProject(page, name);
  const view = new DataDocumentPage(page);
  await view.action('data.action.edit').click();
  await view.addField('Porcentaje', 'percent');
  await view.input('Porcentaje').fill('150');
  await page.getByRole('radio', { name: 'En curso', exact: true }).check();
  await view.save();
  await expect(page.getByText(either('data.validation.percent'))).toBeVisible();
  await expect(view.formError).toHaveText(/^(Check these fields|Revise estos campos): Porcentaje\.$/);
  await expect(view.snack('errors.invalid_change')).toBeVisible();
  // Typed changes are not dropped without asking.
  await view.cancel();
  await view.confirmDialog('data.edit.discard.confirm');
  await expect(view.value('Estado')).toHaveText('Presupuesto');
  await expect(view.value('Porcentaje')).toHaveCount(0);

  await view.action('data.action.edit').click();
  await view.addField('Porcentaje', 'percent');
  await view.input('Porcentaje').fill('45,5');
  await view.save();
  await expect(view.value('Porcentaje')).toHaveText('45,5\u00a0%');
});

test('delete sends a project to the Deleted copy and the log shows it', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const name = newName();
  const id = await createProject(page, name);
  const view = new DataDocumentPage(page);
  await view.action('data.action.delete').click();
  await view.confirmDialog('data.delete.confirm');
  await expect(page).toHaveURL(tenantUrl('demo', '/data/proyectos'));
  const list = new DataListPage(page);
  await list.search.fill(name);
  await expect(list.card(name)).toHaveCount(0);

  // Read in the page: Node cannot resolve *.localhost, Chromium can, and the session cookie is there.
  const docs = await page.evaluate(async () => {
    const answer = await fetch('/api/query', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ collection: 'proyectosDeleted' }),
    });
    return ((await answer.json()) as { docs: { FireId: string; Name: string; deletedBy?: string }[] }).docs;
  });
  expect(docs.find((doc) => doc.FireId === id)).toMatchObject({ Name: name, deletedBy: 'u-admin' });

  await page.goto(tenantUrl('demo', `/logs/${id}/false`));
  await expect(
    page.getByTestId('log-row').filter({ has: page.getByText(either('logs.action.delete')) }),
  ).toHaveCount(1);
});

test('a project moves to another collection', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  // A project whose Estado is not one of incidencias' choices is told so, and cannot be moved.
  const misfit = await createProject(page, newName());
  const before = new DataDocumentPage(page);
  await before.action('data.action.move').click();
  const asked = page.getByRole('dialog');
  await asked.getByLabel(either('data.move.target')).selectOption('incidencias');
  await expect(asked.getByRole('alert')).toHaveText(
    /^(“Estado” does not fit|«Estado» no vale en) Incidencias: /,
  );
  await expect(asked.getByRole('button', { name: either('data.move.confirm') })).toBeDisabled();
  expect(await readDoc(page, 'proyectos', misfit)).toMatchObject({ Estado: 'Presupuesto' });

  const name = newName();
  // No Estado: a project's (Presupuesto…) is not one of the choices incidencias declare, and a
  // move checks the document against the collection it enters.
  const id = await createProject(page, name, null);
  const view = new DataDocumentPage(page);
  await view.action('data.action.move').click();
  await page.getByRole('dialog').getByLabel(either('data.move.target')).selectOption('incidencias');
  await view.confirmDialog('data.move.confirm');
  await expect(page).toHaveURL(tenantUrl('demo', `/data/incidencias/${id}`));
  await expect(view.title).toHaveText(name);

  const list = new DataListPage(page);
  await list.open('proyectos');
  await list.search.fill(name);
  await expect(list.card(name)).toHaveCount(0);
  await list.open('incidencias');
  await expect(list.card(name)).toBeVisible();
});

test('a client sees only the incidencias they own', async ({ page }) => {
  const seeded = JSON.parse(readFileSync('emulator-data/tenants/demo/incidencias.json', 'utf8')) as {
    Name: string;
    owners: string[];
  }[];
  const owned = seeded.filter((doc) => doc.owners.includes('c-client')).map((doc) => doc.Name);
  expect(owned.length).toBeGreaterThan(0);
  expect(owned.length).toBeLessThan(seeded.length);

  await signIn(page, 'client@demo.test');
  const list = new DataListPage(page);
  await list.open('incidencias');
  await list.perPage.selectOption('50');
  await expect(list.cards).toHaveCount(owned.length);
  for (const name of owned) await expect(list.card(name)).toBeVisible();
  // The collection's cardConfig puts Estado (value3) first on every card.
  await expect(list.fieldLabels(list.cards.first()).first()).toHaveText('Estado');
  await screenshotWholeScreen(page, `${screenshotDir}/data-client-incidencias.png`);
});

test('a client can use every sort the list offers (each has its index)', async ({ page }) => {
  await signIn(page, 'client@demo.test');
  const list = new DataListPage(page);
  await list.open('incidencias');
  await expect(list.cards.first()).toBeVisible();
  // The declared choices (Prioridad, Estado) are sorts too: each needs its owner-filter index.
  const offered = await list.sort
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const sorts = ['Name:desc', 'CreatedAt:asc', 'Name:asc', 'CreatedAt:desc'];
  sorts.push(...['Prioridad:asc', 'Prioridad:desc', 'Estado:asc', 'Estado:desc']);
  expect([...offered].sort()).toEqual([...sorts].sort());
  for (const sort of sorts) {
    await list.sort.selectOption(sort);
    await expect(list.count).toBeVisible();
    await expect(list.error).toHaveCount(0);
    await expect(list.cards.first()).toBeVisible();
    if (sort === 'Name:desc') {
      const titles = await list.cards.locator('.doc-card__title').allTextContents();
      expect(titles).toEqual([...titles].sort().reverse());
    }
  }
});

test('an edit writes only what changed: dates keep their seconds, and no change is said so', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  const id = await createProject(page, newName());
  const before = await readDoc(page, 'proyectos', id);
  expect(before.CreatedAt).toMatch(/T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

  const view = new DataDocumentPage(page);
  await view.action('data.action.edit').click();
  await view.save();
  await expect(view.formError).toHaveText(either('data.edit.noChanges'));
  await page.getByRole('radio', { name: 'En curso', exact: true }).check();
  await view.save();
  await expect(view.value('Estado')).toHaveText('En curso');
  const after = await readDoc(page, 'proyectos', id);
  expect(after).toMatchObject({ Estado: 'En curso', CreatedAt: before.CreatedAt });

  // The log names the fields as the forms do: the declared label, Nombre for Name.
  await page.goto(tenantUrl('demo', `/logs/${id}/false`));
  const created = page.getByTestId('log-row').filter({ has: page.getByText(either('logs.action.create')) });
  await expect(created).toHaveCount(1);
  const named = await created.locator('dt').allTextContents();
  expect(named).toContain('Nombre');
  expect(named).not.toContain('Name');
});

test('moving a project from its view takes its journals along', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const projectName = newName();
  // No Estado, as above: incidencias declare other choices for it.
  const id = await createProject(page, projectName, null);
  await page.goto(tenantUrl('demo', `/data/proyectos/${id}/new`));
  const view = new DataDocumentPage(page);
  await view.declared('Nombre').fill('Visita e2e');
  await view.submitCreate();
  await expect(view.title).toHaveText('Visita e2e');
  // The journal's way back names its project.
  await expect(page.getByRole('link', { name: projectName, exact: true })).toBeVisible();
  await page.goto(tenantUrl('demo', `/data/proyectos/${id}`));
  await expect(view.journalsCount).toHaveText('1');

  await view.action('data.action.move').click();
  await page.getByRole('dialog').getByLabel(either('data.move.target')).selectOption('incidencias');
  await view.confirmDialog('data.move.confirm');
  await expect(page).toHaveURL(tenantUrl('demo', `/data/incidencias/${id}`));
  await expect(view.journalsCount).toHaveText('1');
  await expect(page.getByTestId('doc-card').filter({ hasText: 'Visita e2e' })).toBeVisible();
});

test('4 and 50 results per page both work, and the choice is remembered', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const list = new DataListPage(page);
  await list.open('proyectos');
  await list.perPage.selectOption('4');
  await expect(list.cards).toHaveCount(4);
  await expect(list.pager).toBeVisible();
  const firstPage = (await list.cards.first().textContent()) ?? '';
  await list.pager.getByRole('button', { name: either('data.pager.next') }).click();
  await expect(list.cards).toHaveCount(4);
  await expect(list.cards.first()).not.toHaveText(firstPage);

  await list.perPage.selectOption('50');
  await expect(list.cards).toHaveCount(50);
  await page.reload();
  await expect(list.perPage).toHaveValue('50');
  await expect(list.cards).toHaveCount(50);
});

test('screenshots of every data screen on desktop', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const shots: [string, string][] = [
    ['data-list', '/data/proyectos'],
    ['data-list-incidencias', '/data/incidencias'],
    ['data-project', '/data/proyectos/p-002'],
    ['data-journal', '/data/proyectos/p-002/d-002-1'],
    ['data-project-create', '/data/proyectos/new'],
    ['data-journal-create', '/data/proyectos/p-002/new'],
    ['data-project-edit', '/data/proyectos/p-002?edit'],
    ['data-project-data', '/projectdata/proyectos/p-002'],
  ];
  for (const [file, path] of shots) {
    await page.goto(tenantUrl('demo', path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: either('data.loading') })).toHaveCount(0);
    await screenshotWholeScreen(page, `${screenshotDir}/${file}-desktop.png`);
  }
});
