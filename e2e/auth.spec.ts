import { expect, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';

const adminIcons = ['shell.icon.companyConfig', 'shell.icon.store', 'shell.icon.logs'] as const;

test.describe('sign-in', () => {
  test('the admin signs in on demo and sees the admin icons', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await page.screenshot({ path: `${screenshotDir}/login.png`, fullPage: true });
    await login.signIn('admin@demo.test');
    const shell = new ShellPage(page);
    await shell.expectSignedIn();
    for (const name of adminIcons) await expect(shell.icon(name)).toBeVisible();
    await expect(shell.icon('shell.icon.people')).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/shell-admin.png`, fullPage: true });
  });

  test('a client signs in and sees neither admin icons nor the people list', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('client@demo.test');
    const shell = new ShellPage(page);
    await shell.expectSignedIn();
    await expect(shell.icon('shell.icon.profile')).toBeVisible();
    for (const name of [...adminIcons, 'shell.icon.people' as const])
      await expect(shell.icon(name)).toHaveCount(0);
  });

  test('a wrong password shows the catalogue error and keeps the user out', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('admin@demo.test', 'not-the-password');
    await expect(page.getByText('ERROR: Incorrect password')).toBeVisible();
    await expect(page).toHaveURL(tenantUrl('demo', '/login'));
  });

  test('a short password is refused before reaching the server', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('admin@demo.test', '12345');
    await expect(page.getByText('ERROR: Password must be at least six characters')).toBeVisible();
  });

  test('sign-out asks for confirmation and ends the session', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('manager@demo.test');
    const shell = new ShellPage(page);
    await shell.expectSignedIn();
    await shell.signOut();
    await expect(page).toHaveURL(tenantUrl('demo', '/public'));
    const me = await page.evaluate(() => fetch('/api/auth/me').then((res) => res.json()));
    expect(me.user).toBeNull();
  });
});
