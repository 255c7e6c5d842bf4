import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { messagesEn } from '../shared/src/i18n';
import { LandingPage } from './pages/LandingPage';
import { type OwnServer, startOwnServer } from './pages/ownServer';

// Issue #8 defect 8: sign-up is limited per address (5 an hour). On a server of its own, so
// that the five sign-ups it spends do not count against the other specs' (same address).

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer(resolve(import.meta.dirname, 'output', 'signup-limit'), { SEED: 'none' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('past the sign-up limit the landing page says so and creates nothing', async ({ page }) => {
  const bare = `localhost:${server.port}`;
  const form = (subdomain: string) => ({
    subdomain,
    companyName: 'Acme',
    email: `boss@${subdomain}.test`,
    password: 'Secreto2026',
  });
  // Five sign-ups from the page itself: the same address as the form's (Chromium may reach
  // localhost over ::1 where Node would use 127.0.0.1).
  await page.goto(`http://${bare}/`);
  const statuses = await page.evaluate(
    async (forms) => {
      const answers: number[] = [];
      for (const body of forms) {
        const res = await fetch('/api/signup', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        answers.push(res.status);
      }
      return answers;
    },
    [1, 2, 3, 4, 5].map((i) => form(`limit${i}`)),
  );
  expect(statuses).toEqual([201, 201, 201, 201, 201]);

  await new LandingPage(page).signUp({ ...form('limit6'), companyName: 'Limit Six' });
  await expect(page.getByRole('alert')).toHaveText(messagesEn['errors.too_many_signups']);
  await expect(page).not.toHaveURL(/\/successful/);
  const company = await page.request.get(`http://127.0.0.1:${server.port}/api/company`, {
    headers: { host: `limit6.localhost:${server.port}` },
  });
  expect(company.status()).toBe(404);
  await page.screenshot({ path: join('e2e', 'output', 'screenshots', 'signup-limit.png'), fullPage: true });
});
