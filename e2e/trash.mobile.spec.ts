import { expect, type Page, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { DataDocumentPage } from './pages/DataDocumentPage';
import { screenshotWholeScreen } from './pages/DataScreenshot';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { sendFromPage, TrashPage } from './pages/TrashPage';
import { either } from './pages/texts';

const run = Date.now().toString(36);

async function signIn(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('admin@demo.test');
  await new ShellPage(page).expectSignedIn();
}

test('on a phone: delete, undo from the toast, then the trash and its restore', async ({ page }) => {
  await signIn(page);
  await page.goto(tenantUrl('demo', '/data/proyectos'));
  const name = `Papelera móvil ${run}`;
  const id = `p-trash-phone-${run}`;
  const created = await sendFromPage(page, 'document.create', {
    collection: 'proyectos',
    docId: id,
    data: { Name: name, Estado: 'Presupuesto' },
  });
  expect(created.status).toBe('applied');

  await page.goto(tenantUrl('demo', `/data/proyectos/${id}`));
  const view = new DataDocumentPage(page);
  await view.action('data.action.delete').scrollIntoViewIfNeeded();
  await view.action('data.action.delete').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: either('data.delete.confirm') })
    .click();
  const trash = new TrashPage(page);
  await expect(trash.undoButton()).toBeInViewport();
  await page.screenshot({ path: `${screenshotDir}/trash-undo-toast-phone.png` });
  await trash.undoButton().click();
  await expect(view.title).toHaveText(name);

  await view.action('data.action.delete').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: either('data.delete.confirm') })
    .click();
  await expect(page).toHaveURL(tenantUrl('demo', '/data/proyectos'));
  await trash.open();
  await expect(trash.item(name)).toHaveCount(1);
  await screenshotWholeScreen(page, `${screenshotDir}/trash-page-phone.png`);
  await trash.restore(name).scrollIntoViewIfNeeded();
  await trash.restore(name).click();
  await expect(trash.item(name)).toHaveCount(0);
  await page.goto(tenantUrl('demo', `/data/proyectos/${id}`));
  await expect(view.title).toHaveText(name);

  await page.goto(tenantUrl('demo', `/projectdata/proyectos/${id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(either('data.projectData.title'));
  await screenshotWholeScreen(page, `${screenshotDir}/trash-project-data-phone.png`);
});
