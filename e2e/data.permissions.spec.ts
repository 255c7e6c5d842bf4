import { expect, type Page, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { DataDocumentPage } from './pages/DataDocumentPage';
import { DataListPage } from './pages/DataListPage';
import { screenshotWholeScreen } from './pages/DataScreenshot';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { either } from './pages/texts';

// Issue 8, defect 2: the screens offer only the writes the server would accept (the same write
// policy, asked per action): a client reads projects but has no way to create, edit, move or
// delete them; an admin has every one; a client edits the incidencias they own.

async function signIn(page: Page, email: string): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email);
  await new ShellPage(page).expectSignedIn();
}

/** "New Proyecto" / "Crear Diario": a create link of the list or of the journals. */
const createLinks = (page: Page) => page.getByRole('link', { name: /^(New|Crear) / });
const writeActions = [
  'data.action.edit',
  'data.action.move',
  'data.action.projectData',
  'data.action.delete',
] as const;
const notAllowed = (page: Page) => page.getByTestId('not-allowed');
/** A visible action button or link (the closed delete dialog's own button does not count). */
const action = (page: Page, key: (typeof writeActions)[number]) =>
  page.getByRole('button', { name: either(key) }).or(page.getByRole('link', { name: either(key) }));

async function openFirstProject(page: Page): Promise<DataDocumentPage> {
  const list = new DataListPage(page);
  await list.open('proyectos');
  // A project with journals (other journeys add bare projects to the shared demo tenant).
  await list.cards
    .filter({ hasText: /\b[1-9]\d* (Diarios?|Journals?)\b/ })
    .first()
    .click();
  const view = new DataDocumentPage(page);
  await expect(view.title).toBeVisible();
  await expect(view.journalsCount).toBeVisible();
  return view;
}

test('a client reads projects with no create, edit, move or delete, not even by address', async ({
  page,
}) => {
  await signIn(page, 'client@demo.test');
  const list = new DataListPage(page);
  await list.open('proyectos');
  await expect(list.cards.first()).toBeVisible();
  await expect(createLinks(page)).toHaveCount(0);

  const view = await openFirstProject(page);
  for (const key of writeActions) await expect(action(page, key)).toHaveCount(0);
  await expect(page.getByRole('toolbar')).toHaveCount(0);
  await expect(createLinks(page)).toHaveCount(0);
  await screenshotWholeScreen(page, `${screenshotDir}/data-client-project.png`);

  const project = new URL(page.url()).pathname;
  for (const path of [
    `${project}?edit`,
    `${project}/new`,
    '/data/proyectos/new',
    `/projectdata${project.slice(5)}`,
  ]) {
    await page.goto(tenantUrl('demo', path));
    await expect(notAllowed(page)).toHaveText(either('errors.forbidden'));
    await expect(page.getByRole('button', { name: either('data.edit.save') })).toHaveCount(0);
  }
  await screenshotWholeScreen(page, `${screenshotDir}/data-client-not-allowed.png`);

  // A journal of the project: readable, not writable.
  await page.goto(tenantUrl('demo', project));
  await expect(view.title).toBeVisible();
  const journal = page.getByTestId('doc-card').first();
  await journal.click();
  await expect(page).toHaveURL(/\/data\/proyectos\/[^/]+\/[^/?]+$/);
  await expect(view.title).toBeVisible();
  for (const key of writeActions) await expect(action(page, key)).toHaveCount(0);
});

test('an admin has every project action', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const list = new DataListPage(page);
  await list.open('proyectos');
  await expect(createLinks(page)).toHaveCount(1);
  const view = await openFirstProject(page);
  for (const key of ['data.action.edit', 'data.action.move', 'data.action.delete'] as const)
    await expect(view.action(key)).toBeVisible();
  await expect(page.getByRole('link', { name: either('data.action.projectData') })).toBeVisible();
  // Plus "New Diario" in the journals.
  await expect(createLinks(page)).toHaveCount(1);
  await screenshotWholeScreen(page, `${screenshotDir}/data-admin-project.png`);
});

test('a client edits and deletes the incidencias they own, and may open one', async ({ page }) => {
  await signIn(page, 'client@demo.test');
  const list = new DataListPage(page);
  await list.open('incidencias');
  await expect(list.cards.first()).toBeVisible();
  await expect(createLinks(page)).toHaveCount(1);
  await list.cards.first().click();
  const view = new DataDocumentPage(page);
  await expect(view.title).toBeVisible();
  await expect(view.action('data.action.edit')).toBeVisible();
  await expect(view.action('data.action.delete')).toBeVisible();
  // Moving it out would create it in a collection where a client may not create.
  await expect(action(page, 'data.action.move')).toHaveCount(0);
  await view.action('data.action.edit').click();
  await expect(page.getByRole('button', { name: either('data.edit.save') })).toBeVisible();
});
