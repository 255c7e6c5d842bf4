import { expect, test } from '@playwright/test';
import { screenshotDir } from './env';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';

test('on a phone the icon bar has home and mobile widgets and no admin icons', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('admin@demo.test');
  const shell = new ShellPage(page);
  await shell.expectSignedIn();
  await expect(shell.icon('shell.icon.home')).toBeVisible();
  await expect(shell.icon('shell.icon.mobileWidgets')).toBeVisible();
  await expect(shell.icon('shell.icon.companyConfig')).toHaveCount(0);
  await page.screenshot({ path: `${screenshotDir}/shell-phone.png`, fullPage: true });
});
