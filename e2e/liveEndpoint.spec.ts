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
  const streams: { url: string; token: boolean }[] = [];
  /** The content types of the stream answers received so far. */
  const answered: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !/\/api\/live(\/direct)?$/.test(new URL(request.url()).pathname))
      return;
    const body = request.postDataJSON() as { token?: string };
    streams.push({
      url: request.url(),
      token: typeof body.token === 'string',
    });
    // A stream the page aborts (its subscriptions changed as the shell loaded, so it reopened at
    // once) never answers, nor do streams still open when the test ends: none is awaited.
    request
      .response()
      .then((res) => answered.push(res?.headers()['content-type'] ?? ''))
      .catch(() => undefined);
  });
  await page.goto(tenantUrl('demo', '/data/proyectos'));
  await expect(page.getByTestId('doc-card').first()).toBeVisible();
  await expect.poll(() => streams.length).toBeGreaterThan(0);

  const named = await page.evaluate(async () => {
    const res = await fetch('/api/live/token', { method: 'POST' });
    return ((await res.json()) as { url?: string }).url;
  });
  // Every stream the page opens goes where the server names; off this origin the token opens
  // it, on it the cookie does.
  for (const stream of streams) {
    expect(stream.url).toBe(named ?? tenantUrl('demo', '/api/live'));
    expect(stream.token).toBe(named !== undefined);
  }
  // And one of them streams.
  await expect
    .poll(() => answered.some((type) => /^text\/event-stream/.test(type)), { timeout: 15_000 })
    .toBe(true);
});
