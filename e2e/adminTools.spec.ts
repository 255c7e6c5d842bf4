import { expect, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { either } from './pages/texts';

test('the admin reads a reset mail in the outbox of /adminTools', async ({ page, browser }) => {
  // Someone who forgot their password asks for a code: with no SMTP server, it lands in the outbox.
  const visitor = await browser.newContext();
  const forgot = await visitor.newPage();
  await forgot.goto(tenantUrl('demo', '/forgot-password'));
  const asked = await forgot.evaluate(async () => {
    const res = await fetch('/api/auth/reset/request', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'employee@demo.test' }),
    });
    return res.status;
  });
  expect(asked).toBe(200);
  await visitor.close();

  const login = new LoginPage(page);
  await login.open();
  await login.signIn('admin@demo.test');
  await new ShellPage(page).expectSignedIn();
  await page.goto(tenantUrl('demo', '/adminTools'));
  const outbox = page.getByRole('region', { name: either('adminTools.outbox.title') });
  await expect(outbox).toBeVisible();
  const mail = outbox.getByRole('listitem').filter({ hasText: 'employee@demo.test' }).first();
  await expect(mail).toBeVisible();
  await mail.locator('summary').click();
  await expect(mail.locator('pre')).toContainText(/\b\d{6}\b/);
  await page.screenshot({ path: `${screenshotDir}/admin-tools-outbox.png`, fullPage: true });
});

test('below level 100 the admin tools are refused', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('manager@demo.test');
  await new ShellPage(page).expectSignedIn();
  await page.goto(tenantUrl('demo', '/adminTools'));
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByRole('region', { name: either('adminTools.outbox.title') })).toHaveCount(0);
  const outbox = await page.evaluate(async () => (await fetch('/api/admin/outbox')).status);
  expect(outbox).toBe(403);
});
