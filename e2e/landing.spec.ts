import { expect, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { LandingPage } from './pages/LandingPage';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';

test('the landing page offers the tool for 100 euro plus VAT a month', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  await expect(page.getByText(/100 euro plus VAT per month/)).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/landing.png`, fullPage: true });
});

test('sign-up creates a company whose admin can sign in on its subdomain', async ({ page }) => {
  const subdomain = `acme${Date.now().toString(36)}`;
  const landing = new LandingPage(page);
  await landing.open();
  await landing.signUp({
    subdomain,
    companyName: 'Acme Obras',
    email: 'boss@acme.test',
    password: 'Secreto2026',
  });
  await expect(page).toHaveURL(/\/successful/);
  const link = page.getByRole('link', { name: new RegExp(`${subdomain}\\.localhost`) });
  await expect(link).toHaveAttribute('href', tenantUrl(subdomain, '/'));
  await page.screenshot({ path: `${screenshotDir}/successful.png`, fullPage: true });

  const login = new LoginPage(page);
  await login.open(subdomain);
  await login.signIn('boss@acme.test', 'Secreto2026');
  const shell = new ShellPage(page);
  await shell.expectSignedIn();
  await expect(shell.icon('shell.icon.companyConfig')).toBeVisible();
});

test('a weak password keeps the sign-up button disabled', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  await landing.field('Password').fill('short');
  await expect(page.getByText('Does not meet requirements!').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create my company' })).toBeDisabled();
});
