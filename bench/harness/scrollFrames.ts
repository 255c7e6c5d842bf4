import type { Page } from '@playwright/test';

export interface Frames {
  frames: number;
  longestMs: number;
  p99Ms: number;
  over50: number;
  /** Long animation frames (the browser's own account, LoAF), the longest in ms. */
  longestLoafMs: number | null;
  longestLoaf: { duration: number; renderMs: number; styleLayoutMs: number; scripts: unknown[] } | null;
  reachedEnd: boolean;
}

/**
 * Animation frames while the table's scroller goes from top to bottom `step` px a frame (or, with
 * `scroll` false, the same number of frames with nothing moving): the gap between frames is what
 * a user sees as a frame's time.
 */
export async function frameTimes(
  page: Page,
  step: number,
  frameCount: number | null,
  scroll: boolean,
): Promise<Frames> {
  return page.evaluate(
    `(${measureFrames})(${step}, ${JSON.stringify(frameCount)}, ${scroll})`,
  ) as Promise<Frames>;
}

/** frameTimes' page half, as text (the bench compiles without the DOM types, and tsx would name functions). */
const measureFrames = `(step, frameCount, scroll) => new Promise((resolve) => {
  const scroller = document.querySelector('.data-table__scroll');
  scroller.scrollTop = 0;
  const gaps = [];
  const loafs = [];
  let observer = null;
  try {
    observer = new PerformanceObserver((list) => { for (const entry of list.getEntries()) loafs.push(entry); });
    observer.observe({ type: 'long-animation-frame', buffered: false });
  } catch { observer = null; }
  let last = 0;
  let count = 0;
  // Read once: reading layout in every frame would force an extra layout the user's scroll does not.
  const end = scroller.scrollHeight - scroller.clientHeight;
  let position = 0;
  const frame = (time) => {
    if (last > 0) gaps.push(time - last);
    last = time;
    count += 1;
    const done = frameCount === null ? position >= end : count > frameCount;
    if (!done) {
      if (scroll) {
        position = Math.min(end, position + step);
        scroller.scrollTop = position;
      }
      requestAnimationFrame(frame);
      return;
    }
    // One more frame, so the last scroll's rows are painted and counted.
    requestAnimationFrame((final) => {
      gaps.push(final - last);
      if (observer) observer.disconnect();
      const sorted = [...gaps].sort((a, b) => a - b);
      const rows = document.querySelectorAll('[data-testid="table-row"]');
      const lastRow = rows[rows.length - 1];
      resolve({
        frames: gaps.length,
        longestMs: sorted[sorted.length - 1] || 0,
        p99Ms: sorted[Math.floor(sorted.length * 0.99)] || 0,
        over50: gaps.filter((gap) => gap > 50).length,
        longestLoafMs: observer ? Math.max(0, ...loafs.map((entry) => entry.duration)) : null,
        // What the browser says the longest frame ran (Long Animation Frames API), to tell app work from the rest.
        longestLoaf: loafs.length === 0 ? null : (() => {
          const entry = loafs.reduce((a, b) => (b.duration > a.duration ? b : a));
          return {
            duration: Math.round(entry.duration),
            renderMs: Math.round(entry.startTime + entry.duration - (entry.renderStart || entry.startTime)),
            styleLayoutMs: Math.round(entry.styleAndLayoutStart ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0),
            scripts: (entry.scripts || []).map((script) => ({
              invoker: String(script.invoker).slice(0, 80),
              source: String(script.sourceURL || '').split('/').pop(),
              ms: Math.round(script.duration),
            })),
          };
        })(),
        reachedEnd: !!lastRow && lastRow.dataset.doc === 'bench-09949',
      });
    });
  };
  requestAnimationFrame(frame);
})`;
