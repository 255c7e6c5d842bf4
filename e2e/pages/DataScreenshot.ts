import type { Page } from '@playwright/test';

/** How long a screenshot waits for the images it shows to arrive. */
const imagePatienceMs = 4_000;

/**
 * A screenshot of everything the screen holds, not just the viewport. The app scrolls inside
 * its content column (`.app-shell__content`), so Playwright's fullPage sees a page no taller
 * than the window: the viewport is grown by what the inner scroller hides, then restored.
 */
export async function screenshotWholeScreen(page: Page, path: string): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('screenshots need a viewport');
  const hidden = await page.evaluate(() => {
    let most = 0;
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const overflow = getComputedStyle(element).overflowY;
      if (overflow !== 'auto' && overflow !== 'scroll') continue;
      most = Math.max(most, element.scrollHeight - element.clientHeight);
    }
    return most;
  });
  if (hidden > 0) await page.setViewportSize({ width: viewport.width, height: viewport.height + hidden });
  try {
    // Lazy images below the old fold load once the taller window shows them (no networkidle:
    // the live stream keeps a request open for good). An image with no box (a hidden tab, a
    // closed section) never loads, and one slow file must not eat the test's time: only
    // rendered images are awaited, and for a few seconds at most.
    await page.evaluate(
      (patience) =>
        Promise.race([
          Promise.all(
            [...document.images]
              .filter((image) => !image.complete && image.getClientRects().length > 0)
              .map(
                (image) =>
                  new Promise((done) => {
                    image.addEventListener('load', done, { once: true });
                    image.addEventListener('error', done, { once: true });
                  }),
              ),
          ),
          new Promise((done) => setTimeout(done, patience)),
        ]),
      imagePatienceMs,
    );
    await page.screenshot({ path, fullPage: true });
  } finally {
    if (hidden > 0) await page.setViewportSize(viewport);
  }
}
