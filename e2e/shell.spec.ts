import { expect, type Page, test } from '@playwright/test';
import { tenantUrl } from './env';
import { eitherWith } from './pages/accountTexts';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { either } from './pages/texts';

// Spec §2 "Layout for signed-in users", one behaviour per test.

async function signIn(page: Page, email = 'admin@demo.test'): Promise<ShellPage> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email);
  const shell = new ShellPage(page);
  await shell.expectSignedIn();
  return shell;
}

test('nothing is rendered until the session state is known', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/me', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(tenantUrl('demo', '/login'));
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  release();
  await expect(new LoginPage(page).email).toBeVisible();
});

test('the left panel opens by itself once, then stays as the user leaves it', async ({ page }) => {
  const shell = await signIn(page);
  const panel = page.getByRole('complementary', { name: either('shell.panel.label') });
  const toggle = shell.iconBar.getByRole('button', { name: either('shell.panel.toggle') });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('widget-card').first()).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.reload();
  await shell.expectSignedIn();
  await expect(shell.iconBar.getByRole('button', { name: either('shell.panel.toggle') })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(panel).toBeHidden();
});

test('the chat icon shows the unread count, the widgetsMenu its shortcuts', async ({ page }) => {
  const shell = await signIn(page);
  const badge = shell.iconBar.getByTestId('unread-badge');
  await expect(badge).toHaveText(/^[1-9]\d*$/);
  const count = Number(await badge.textContent());
  await expect(shell.icon('shell.icon.chat')).toHaveAccessibleDescription(
    eitherWith('shell.icon.unread', { count }),
  );
  for (const [title, widget] of [
    ['Calendario', 'w-company-calendar'],
    ['Estadísticas', 'w-company-stats'],
  ] as const) {
    const link = shell.iconBar.getByRole('link', { name: title });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', new RegExp(widget));
  }
});

test('sign-out can be cancelled, and once confirmed waits 500 ms before leaving', async ({ page }) => {
  const shell = await signIn(page, 'coordinator@demo.test');
  const logout = shell.iconBar.getByRole('button', { name: either('shell.icon.logout') });
  await logout.click();
  await page.getByRole('button', { name: either('shell.logout.cancel') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shell.expectSignedIn();

  await logout.click();
  const logoutCall = page.waitForRequest((req) => req.url().endsWith('/api/auth/logout'));
  const confirmedAt = Date.now();
  await page.getByRole('button', { name: either('shell.logout.confirm') }).click();
  await logoutCall;
  expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(450);
  await expect(page).toHaveURL(tenantUrl('demo', '/public'));
});
