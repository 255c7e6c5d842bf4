import { expect, test } from '@playwright/test';
import { tenantUrl } from './env';
import { signedInPage } from './pages/pageCommands';

// Issue 9: on the cloud the page streams from the API function's own URL (Firebase Hosting
// buffers a rewritten function's answer), with a stream token and no cookie; on the embedded
// server from its own origin. Either way, where the server names, and live.

test('the page opens its live stream where the server names, and it streams', async ({ browser }) => {
  const signedIn = await signedInPage(browser, { email: 'admin@demo.test', locale: 'es-ES' });
  const page = await signedIn.context().newPage();
  await signedIn.close();
  const streams: { url: string; token: boolean; contentType: Promise<string | undefined> }[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !/\/api\/live(\/direct)?$/.test(new URL(request.url()).pathname))
      return;
    const body = request.postDataJSON() as { token?: string };
    streams.push({
      url: request.url(),
      token: typeof body.token === 'string',
      // Streams still open when the test ends never answer: only the first one's is awaited.
      contentType: request
        .response()
        .then((res) => res?.headers()['content-type'])
        .catch(() => undefined),
    });
  });
  await page.goto(tenantUrl('demo', '/data/proyectos'));
  await expect(page.getByTestId('doc-card').first()).toBeVisible();
  await expect.poll(() => streams.length).toBeGreaterThan(0);

  const named = await page.evaluate(async () => {
    const res = await fetch('/api/live/token', { method: 'POST' });
    return ((await res.json()) as { url?: string }).url;
  });
  const first = streams[0];
  expect(first?.url).toBe(named ?? tenantUrl('demo', '/api/live'));
  // Off this origin the token opens it; on it the cookie does.
  expect(first?.token).toBe(named !== undefined);
  expect(await first?.contentType).toMatch(/^text\/event-stream/);
});
