import { expect, type Page, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { DataDocumentPage } from './pages/DataDocumentPage';
import { DataListPage } from './pages/DataListPage';
import { screenshotWholeScreen } from './pages/DataScreenshot';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { either } from './pages/texts';

async function signIn(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('admin@demo.test');
  await new ShellPage(page).expectSignedIn();
}

test('on a phone the cards stack and every project action is reachable', async ({ page }) => {
  await signIn(page);
  const list = new DataListPage(page);
  await list.open('proyectos');
  await expect(list.cards.nth(1)).toBeVisible();
  const first = await list.cards.nth(0).boundingBox();
  const second = await list.cards.nth(1).boundingBox();
  expect(first && second && Math.abs(first.x - second.x) < 2 && second.y > first.y).toBe(true);

  await list.cards.first().click();
  const view = new DataDocumentPage(page);
  await expect(view.title).toBeVisible();
  for (const key of ['data.action.edit', 'data.action.move', 'data.action.delete'] as const) {
    await view.action(key).scrollIntoViewIfNeeded();
    await expect(view.action(key)).toBeInViewport();
  }
  await view.action('data.action.edit').click();
  await expect(page.getByRole('button', { name: either('data.edit.save') })).toBeVisible();
});

test('screenshots of every data screen on a phone', async ({ page }) => {
  await signIn(page);
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
    await screenshotWholeScreen(page, `${screenshotDir}/${file}-phone.png`);
  }
});
