import { expect, test } from '@playwright/test';
import { bareUrl, e2ePort, tenantUrl } from './env';

test.describe('tenancy', () => {
  test('an unknown company is sent to the main site with its subdomain', async ({ page }) => {
    await page.goto(tenantUrl('nope', '/data'));
    await expect(page).toHaveURL(bareUrl('/?subdomain=nope'));
    await expect(page.getByText(/nope/).first()).toBeVisible();
    await expect(page.getByLabel('Subdomain', { exact: true })).toHaveValue('nope');
  });

  test('the API answers 404 unknown_company for an unknown tenant', async ({ request }) => {
    const res = await request.get(`http://127.0.0.1:${e2ePort}/api/company`, {
      headers: { host: `nope.localhost:${e2ePort}` },
    });
    expect(res.status()).toBe(404);
    expect((await res.json()).error).toBe('unknown_company');
  });

  test('an unknown path lands on /404', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/no/such/path'));
    await expect(page).toHaveURL(tenantUrl('demo', '/404'));
    await expect(page.getByRole('heading', { name: 'This Page Does Not Exist' })).toBeVisible();
  });

  test('without a session a company with a public page shows it, others show the sign-in', async ({
    page,
  }) => {
    await page.goto(tenantUrl('demo', '/'));
    await expect(page).toHaveURL(tenantUrl('demo', '/public'));
    // A page asked for by name: the sign-in, which comes back to it (issue 12).
    await page.goto(tenantUrl('develop', '/data'));
    await expect(page).toHaveURL(tenantUrl('develop', '/login?next=%2Fdata'));
  });
});
