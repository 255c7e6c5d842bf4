import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { bareUrl, screenshotDir, tenantUrl } from './env';

/**
 * Firebase Hosting answers every page path of every host with the built index.html
 * (firebase.json: `**` → /index.html); the embedded server picks the page by Host instead.
 * Here the browser gets the shell as Hosting would send it, and the API from the server.
 */
const appShell = readFileSync(join(import.meta.dirname, '..', 'web', 'dist', 'index.html'), 'utf8');

async function servePagesAsHosting(page: Page, origin: string) {
  await page.route(
    (url) =>
      url.origin === origin && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: appShell }),
  );
}

test('on the bare host the app shell shows the landing page, /successful included', async ({ page }) => {
  await servePagesAsHosting(page, new URL(bareUrl()).origin);
  await page.goto(bareUrl('/'));
  await expect(page.getByText(/100 euro plus VAT per month/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create my company' })).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/hosting-bare-landing.png`, fullPage: true });
  expect(new URL(page.url()).pathname).toBe('/');

  await page.goto(bareUrl('/successful?subdomain=acme'));
  await expect(page.getByRole('link', { name: /acme\.localhost/ })).toBeVisible();
});

test('the app shell on an unknown company sends the visitor to the main site the server names', async ({
  page,
}) => {
  await servePagesAsHosting(page, new URL(tenantUrl('nosuchcompany')).origin);
  await page.goto(tenantUrl('nosuchcompany', '/'));
  await expect(page).toHaveURL(bareUrl('/?subdomain=nosuchcompany'));
  await expect(page.getByText(/100 euro plus VAT per month/)).toBeVisible();
});
