import { expect, type Page, type Request } from '@playwright/test';

/** The tab's live stream: one streamed answer that stays open while the page shows live data. */
const isLiveStream = (request: Request) => new URL(request.url()).pathname === '/api/live';

/**
 * Playwright's 'networkidle' leaves out EventSource streams only; the live client reads its
 * stream with fetch (POST /api/live, open for as long as the page shows live data), so on a
 * page with live data 'networkidle' comes only by luck, in a quiet moment before the stream
 * opens. This waits for the same thing with the live stream left out: no other request in
 * flight for `quietMs`. Start it before navigating, then `await network.quiet()`.
 */
export function watchNetwork(page: Page): { quiet(quietMs?: number): Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (isLiveStream(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const settled = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    async quiet(quietMs = 500) {
      await expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, {
          message: `no request but the live stream for ${quietMs} ms`,
          intervals: [100],
          timeout: 20_000,
        })
        .toBe(true);
    },
  };
}
