import type { BrowserContext } from '@playwright/test';

/** What pages of a browser context did that they should not have. */
export interface BrowserWatch {
  /** Ids passed to `window.__xss(id)`: each one is a tenant payload whose script ran. */
  scriptRuns: string[];
  /** alert/confirm/prompt dialogs opened (classic payloads call alert). */
  dialogs: string[];
  /** `securitypolicyviolation` events: what the page tried that its CSP refused. */
  cspViolations: string[];
  /** http(s) or WebSocket requests to any host but the app's (aborted, so nothing leaves). */
  outsideRequests: string[];
}

/**
 * Watches every page of `context`, across navigations and frames: script runs reported by
 * payloads through `window.__xss(id)`, dialogs, CSP violations and requests to other hosts,
 * which are aborted. `appOrigin` is the only origin the pages may reach.
 */
export async function watchBrowser(
  context: BrowserContext,
  appOrigins: readonly string[],
): Promise<BrowserWatch> {
  const watch: BrowserWatch = { scriptRuns: [], dialogs: [], cspViolations: [], outsideRequests: [] };
  const isOutside = (url: URL) => /^(https?|wss?):$/.test(url.protocol) && !appOrigins.includes(url.origin);
  await context.exposeBinding('__xssHit', (_source, id: unknown) => {
    watch.scriptRuns.push(String(id));
  });
  await context.exposeBinding('__cspViolation', (_source, text: unknown) => {
    watch.cspViolations.push(String(text));
  });
  await context.addInitScript(() => {
    const w = window as unknown as {
      __xss: (id: unknown) => void;
      __xssHit: (id: unknown) => void;
      __cspViolation: (text: string) => void;
    };
    w.__xss = (id) => w.__xssHit(id);
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolation(`${event.violatedDirective} ${event.blockedURI} at ${event.documentURI}`);
    });
  });
  await context.route(isOutside, (route) => {
    watch.outsideRequests.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  context.on('page', (page) => {
    page.on('dialog', (dialog) => {
      watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => {});
    });
  });
  return watch;
}
