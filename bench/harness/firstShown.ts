import type { Browser, BrowserContext } from '@playwright/test';

/**
 * Runs in the page before its scripts (as text: the bench is compiled without the DOM types):
 * marks `first-shown` when the first element matching `selector` is in the document. The app
 * itself is not instrumented.
 */
const watchFirst = (selector: string) => `(() => {
  const check = () => {
    if (document.querySelector(${JSON.stringify(selector)})) {
      performance.mark('first-shown');
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** A 1366×900 Spanish context signed in with `cookie` (name=value) for `url`'s origin. */
export async function signedInContext(
  browser: Browser,
  url: string,
  cookie: string,
): Promise<BrowserContext> {
  // bypassCSP: the bench's own probes are evaluated as text, which the app's CSP (no eval) refuses.
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'es-ES',
    bypassCSP: true,
  });
  const [name = '', value = ''] = cookie.split('=');
  await context.addCookies([{ name, value, url: new URL('/', url).href }]);
  return context;
}

/** One cold load (new context: empty cache): ms from navigation start to the first match of `selector`. */
export async function firstShownMs(
  browser: Browser,
  url: string,
  cookie: string,
  selector: string,
): Promise<number> {
  const context = await signedInContext(browser, url, cookie);
  try {
    await context.addInitScript({ content: watchFirst(selector) });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-shown').length > 0, undefined, {
      timeout: 60_000,
      polling: 50,
    });
    return await page.evaluate(() => performance.getEntriesByName('first-shown')[0]?.startTime ?? Number.NaN);
  } finally {
    await context.close();
  }
}
