import { type Browser, expect, type Page, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { DataDocumentPage } from './pages/DataDocumentPage';
import { DataListPage } from './pages/DataListPage';
import { screenshotWholeScreen } from './pages/DataScreenshot';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { queryFromPage, sendFromPage, TrashPage } from './pages/TrashPage';
import { either } from './pages/texts';

// Issue 12 point 4: the trash, restore, the undo toast, the project data page, the log of a delete.

const run = Date.now().toString(36);
let serial = 0;
const newName = () => `Papelera e2e ${run} ${++serial}`;

async function signIn(page: Page, email: string): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email);
  await new ShellPage(page).expectSignedIn();
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** A project with `journals` journals and `fields` besides its Name, made by commands; answers its id. */
async function seedProject(
  page: Page,
  name: string,
  journals: number,
  fields: Record<string, unknown> = { Estado: 'Presupuesto' },
): Promise<string> {
  const id = `p-trash-${run}-${++serial}`;
  const created = await sendFromPage(page, 'document.create', {
    collection: 'proyectos',
    docId: id,
    data: { Name: name, ...fields },
  });
  expect(created.status).toBe('applied');
  for (let n = 1; n <= journals; n++) {
    const journal = await sendFromPage(page, 'document.create', {
      collection: 'diarios',
      docId: `${id}-d${n}`,
      data: { Name: `Diario ${n}`, ProjectId: id },
    });
    expect(journal.status).toBe('applied');
  }
  return id;
}

/** The project and its journals as the server holds them, to compare before and after. */
async function projectState(page: Page, id: string) {
  const [project] = await queryFromPage(page, { collection: 'proyectos', docId: id });
  const journals = await queryFromPage(page, { collection: 'diarios', where: [['ProjectId', '==', id]] });
  return { project, journals: journals.sort((a, b) => String(a.FireId).localeCompare(String(b.FireId))) };
}

test('delete → "Eliminado · Deshacer" → restored, live in another open trash', async ({ page, browser }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto(tenantUrl('demo', '/data/proyectos'));
  const name = newName();
  const id = await seedProject(page, name, 2);
  const before = await projectState(page, id);
  expect(before.project).toMatchObject({ Name: name, JournalsCount: 2 });

  // A manager has the trash open in another browser: it follows without a reload.
  const other = await signedInPage(browser, 'manager@demo.test');
  const otherTrash = new TrashPage(other);
  await otherTrash.open();
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(/Papelera de Proyectos|Proyectos trash/);
  await expect(otherTrash.item(name)).toHaveCount(0);

  await page.goto(tenantUrl('demo', `/data/proyectos/${id}`));
  const view = new DataDocumentPage(page);
  await view.action('data.action.delete').click();
  await expect(page.getByRole('dialog')).toContainText(/papelera|trash/);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: either('data.delete.confirm') })
    .click();
  await expect(page).toHaveURL(tenantUrl('demo', '/data/proyectos'));

  const trash = new TrashPage(page);
  await expect(trash.undoToast()).toBeVisible();
  await expect(trash.undoButton()).toBeVisible();
  await screenshotWholeScreen(page, `${screenshotDir}/trash-undo-toast.png`);
  await expect(otherTrash.item(name)).toHaveCount(1);
  await expect(otherTrash.item(name)).toContainText(/Eliminado por|Deleted by/);

  await trash.undoButton().click();
  await expect(page).toHaveURL(tenantUrl('demo', `/data/proyectos/${id}`));
  await expect(view.title).toHaveText(name);
  await expect(view.journalsCount).toContainText('2');
  await expect(otherTrash.item(name)).toHaveCount(0);
  expect(await projectState(page, id)).toEqual(before);

  // The log names the record it deleted, and its restore.
  await page.goto(tenantUrl('demo', `/logs/${id}/false`));
  const rows = page.getByTestId('log-row');
  await expect(rows.filter({ has: page.getByText(either('logs.action.delete')) })).toContainText(`«${name}»`);
  await expect(rows.filter({ has: page.getByText(either('logs.action.restore')) })).toContainText(
    `«${name}»`,
  );
  await other.context().close();
});

test('project data: nothing chosen, delete with journals, then restore from the trash, live in the list', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin@demo.test');
  await page.goto(tenantUrl('demo', '/data/proyectos'));
  const name = newName();
  const id = await seedProject(page, name, 3);
  const before = await projectState(page, id);

  await page.goto(tenantUrl('demo', `/projectdata/proyectos/${id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(either('data.projectData.title'));
  const radios = page.getByRole('radio');
  await expect(radios.first()).toBeVisible();
  for (const radio of await radios.all()) await expect(radio).not.toBeChecked();
  await expect(page.getByRole('button', { name: either('data.projectData.confirmNone') })).toBeDisabled();
  const confirm = page.getByRole('button', { name: either('data.projectData.confirmBackup') });
  // Move lists where it may go and says why the others are not there.
  await expect(page.getByRole('radio', { name: /Incidencias/ })).toHaveCount(1);
  await page.getByTestId('absent-targets').locator('summary').click();
  await expect(page.getByTestId('absent-targets')).toContainText('Obras terminadas');
  await screenshotWholeScreen(page, `${screenshotDir}/trash-project-data.png`);

  // A choice is named by its title and then says what it does.
  await page.getByRole('radio', { name: /^(Eliminar|Delete) / }).check();
  await expect(page.getByText(/papelera de Proyectos|Proyectos trash/).first()).toBeVisible();
  await confirm.click();
  await expect(page).toHaveURL(tenantUrl('demo', '/data/proyectos'));

  // Someone else has the list open on that name: the project comes back there without a reload.
  const other = await signedInPage(browser, 'employee@demo.test');
  const otherList = new DataListPage(other);
  await otherList.open('proyectos');
  await otherList.search.fill(name);
  await expect(otherList.card(name)).toHaveCount(0);

  await page.getByRole('link', { name: either('data.action.trash') }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/trash/proyectos'));
  const trash = new TrashPage(page);
  await expect(trash.item(name)).toContainText(/3 Diarios/);
  await expect(trash.item(name)).toContainText(/Eliminado por usted|Deleted by you/);
  await screenshotWholeScreen(page, `${screenshotDir}/trash-page.png`);
  await trash.restore(name).click();
  await expect(trash.item(name)).toHaveCount(0);
  await expect(otherList.card(name)).toHaveCount(1);
  expect(await projectState(page, id)).toEqual(before);
  await other.context().close();
});

test('a move shows "Movido a … · Deshacer", and undo brings the project back with its journals', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  await page.goto(tenantUrl('demo', '/data/proyectos'));
  const name = newName();
  // No Estado: a project's (Presupuesto…) is not one of the choices incidencias declare, and a
  // move checks the document against the collection it enters.
  const id = await seedProject(page, name, 2, {});
  const before = await projectState(page, id);

  await page.goto(tenantUrl('demo', `/data/proyectos/${id}`));
  const view = new DataDocumentPage(page);
  await view.action('data.action.move').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(either('data.move.target')).selectOption('incidencias');
  await dialog.getByRole('button', { name: either('data.move.confirm') }).click();
  await expect(page).toHaveURL(tenantUrl('demo', `/data/incidencias/${id}`));
  const trash = new TrashPage(page);
  await expect(trash.undoToast('data.undo.moved')).toContainText('Incidencias');
  await trash.undoButton().click();
  await expect(page).toHaveURL(tenantUrl('demo', `/data/proyectos/${id}`));
  await expect(view.title).toHaveText(name);
  await expect(view.journalsCount).toContainText('2');
  const after = await projectState(page, id);
  // A move back is a move: the project says who moved it last, and is otherwise as it was.
  expect(after.journals.map((journal) => journal.FireId)).toEqual(
    before.journals.map((journal) => journal.FireId),
  );
  expect(after.project).toMatchObject({ ...before.project, movedBy: 'u-admin' });
});

test('emptying the trash asks first, then erases for good', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto(tenantUrl('demo', '/data/obras'));
  const name = newName();
  const id = `o-trash-${run}-${++serial}`;
  expect(
    (await sendFromPage(page, 'document.create', { collection: 'obras', docId: id, data: { Name: name } }))
      .status,
  ).toBe('applied');
  expect((await sendFromPage(page, 'document.delete', { collection: 'obras', docId: id })).status).toBe(
    'applied',
  );

  const trash = new TrashPage(page);
  await trash.open('obras');
  await expect(trash.item(name)).toHaveCount(1);
  await page.getByRole('button', { name: either('data.trash.emptyAction') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/para siempre|for good/);
  await dialog.getByRole('button', { name: either('data.edit.cancel') }).click();
  await expect(trash.item(name)).toHaveCount(1);

  await page.getByRole('button', { name: either('data.trash.emptyAction') }).click();
  await dialog.getByRole('button', { name: either('data.trash.confirm') }).click();
  await expect(trash.emptyState).toBeVisible();
  expect(await queryFromPage(page, { collection: 'obrasDeleted' })).toEqual([]);
});

test('a client sees no trash and cannot open it', async ({ page }) => {
  await signIn(page, 'client@demo.test');
  await page.goto(tenantUrl('demo', '/data/proyectos'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: either('data.action.trash') })).toHaveCount(0);
  await new TrashPage(page).open();
  await expect(page.getByTestId('not-allowed')).toBeVisible();
});
