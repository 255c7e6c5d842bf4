import { expect, test } from '@playwright/test';
import { tenantUrl } from './env';
import { signedInPage } from './pages/pageCommands';

// Issue 9 point 2: each page names its streams with one tab id (so a newer stream ends the older
// one on any server instance) and says when it leaves (so the last one ends at once).

test('every stream of a page carries the same tab id, and leaving the page sends its close', async ({
  browser,
}) => {
  const signedIn = await signedInPage(browser, { email: 'employee@demo.test', locale: 'es-ES' });
  // A page of its own (same session): every stream it opens is seen, none of the sign-in page's.
  const page = await signedIn.context().newPage();
  await signedIn.close();
  const tabs: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/live')
      tabs.push((request.postDataJSON() as { tab?: string }).tab ?? '');
  });
  // A beacon from a page that is going is not reported to the test: the page notes each one in
  // its sessionStorage (kept across a reload of the same tab) as it sends it.
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const sent = JSON.parse(sessionStorage.getItem('beacons') ?? '[]') as string[];
      sessionStorage.setItem('beacons', JSON.stringify([...sent, String(url)]));
      return send(url, data);
    };
  });

  // Two screens of one page load with different subscriptions: two streams or more, one tab id.
  await page.goto(tenantUrl('demo', '/data/proyectos'));
  await expect(page.getByTestId('doc-card').first()).toBeVisible();
  await page.getByTestId('doc-card').first().click();
  await expect(page).toHaveURL(/\/data\/proyectos\/[^/]+$/);
  await expect.poll(() => tabs.length).toBeGreaterThanOrEqual(2);
  expect(new Set(tabs).size).toBe(1);
  expect(tabs[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

  // A full navigation is a new page: it sends the old page's close, then names its own tab.
  const before = tabs.length;
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('beacons') ?? '[]') as string[]))
    .toContain('/api/live/close');
  // The new page load names its streams with a tab id of its own.
  await expect.poll(() => tabs.slice(before).some((tab) => tab !== tabs[0])).toBe(true);
  await page.context().close();
});
