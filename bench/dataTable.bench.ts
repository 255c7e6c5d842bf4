import { chromium, type Page } from '@playwright/test';
import { tenantHost } from './harness/benchConfig';
import { insertMany, prepareDataDir } from './harness/benchData';
import { chromiumOptions } from './harness/chromium';
import { dataDirIn, startColmena } from './harness/colmenaServer';
import { firstShownMs, signedInContext } from './harness/firstShown';
import { signInCookie } from './harness/httpPost';
import { progress } from './harness/log';
import { type Frames, frameTimes } from './harness/scrollFrames';
import { median, round } from './harness/stats';
import { makeTempDir } from './harness/tempDir';

/**
 * Issue 12 point 3 "Done when": the table view of 10,000 projects in Chromium — first rows
 * ≤ 1 s, scrolling to the end with no frame over 50 ms, an inline edit visible in a second
 * browser ≤ 500 ms. Each with a baseline measured in the same run on the same server: the
 * cards view's first cards, the same number of animation frames with nothing scrolling (what
 * this machine's frames cost anyway), and the same change sent straight to /api/commands
 * (the command and the live stream with no table and no editor around them).
 */
const projects = 10_000;
const runs = 5;
const edits = 5;
/**
 * Pixels scrolled per animation frame. 400: 10 rows a frame, 600 rows a second, a fast wheel or
 * trackpad scroll all the way down (the target's case). 2000: 50 rows a frame, every frame a new
 * screenful (a fling or a dragged scrollbar), reported beside it as a stress figure.
 */
const scrollStep = 400;
const flingStep = 2000;
const scrollRuns = 3;
const targets = { firstRowsMs: 1000, longestFrameMs: 50, editVisibleMs: 500 };

/**
 * In the second browser: when the cell named by window.__watch ({doc, key, text}) reads its text,
 * the wall-clock time goes to window.__seenAt. In the first: the time of the Enter that saves.
 */
const watchEdits = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  const check = () => {
    const watch = window.__watch;
    if (!watch || window.__seenAt) return;
    const cell = document.querySelector('[data-testid="table-row"][data-doc="' + watch.doc + '"] td[data-key="' + watch.key + '"]');
    if (cell && cell.textContent === watch.text) window.__seenAt = now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && event.target.closest && event.target.closest('[data-testid="cell-editor"]')) window.__enterAt = now();
  }, true);
})();`;

/** Waits until the table holds the whole list (its count reads 10.000). */
async function wholeTable(page: Page): Promise<void> {
  await page.waitForFunction(
    `/10[.,]000/.test(document.querySelector('[data-testid="table-count"]')?.textContent ?? '')`,
    undefined,
    { timeout: 60_000, polling: 100 },
  );
}

async function main(): Promise<void> {
  const work = makeTempDir('colmena-bench-datatable');
  try {
    const dataDir = dataDirIn(work.path);
    progress(`seeding ${projects - 50} more projects and declaring the fields of proyectos…`);
    await prepareDataDir(dataDir, async (store) => {
      await insertMany(store, 'demo', 'proyectos', projects - 50, (i) => ({
        // "Proyecto 0…" sorts after the seeded names: the last row of the table is bench-09949.
        id: `bench-${String(i).padStart(5, '0')}`,
        data: {
          Name: `zz Proyecto ${String(i).padStart(5, '0')} · Calle Mayor ${(i % 180) + 1}`,
          Habitación: ['Cocina', 'Baño', 'Salón', 'Dormitorio'][i % 4],
          CreatedAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
          JournalsCount: 0,
          ImgArray: [],
          Presupuesto: 1200 + (i % 400) * 100,
          Estado: ['Presupuesto', 'En curso', 'Terminado'][i % 3],
          Pagado: i % 2 === 0,
        },
      }));
      await store.transaction('demo', async (tx) => {
        const company = await tx.getCompany();
        if (!company) throw new Error('no demo company');
        const { FireId: _id, collection: _collection, ...data } = company;
        const defs = (Array.isArray(data.collectionsArray) ? data.collectionsArray : []) as Record<
          string,
          unknown
        >[];
        const label = (es: string, en: string) => ({ es, en });
        const fields = [
          { key: 'Name', label: label('Nombre', 'Name'), type: 'shortText', required: true, onCard: false },
          {
            key: 'Habitación',
            label: label('Habitación', 'Room'),
            type: 'shortText',
            required: false,
            onCard: true,
          },
          {
            key: 'Presupuesto',
            label: label('Presupuesto', 'Budget'),
            type: 'currency',
            required: false,
            onCard: true,
          },
          {
            key: 'Estado',
            label: label('Estado', 'Status'),
            type: 'choice',
            options: ['Presupuesto', 'En curso', 'Terminado'],
            required: false,
            onCard: true,
          },
          { key: 'Pagado', label: label('Pagado', 'Paid'), type: 'yesNo', required: false, onCard: false },
        ];
        tx.setCompany({
          ...data,
          collectionsArray: defs.map((def) => (def.key === 'proyectos' ? { ...def, fields } : def)),
        });
      });
    });

    const server = await startColmena(work.path, 'dataTable');
    const browser = await chromium.launch({ headless: true, ...chromiumOptions });
    let failure: string | null = null;
    const tableFirst: number[] = [];
    const cardsFirst: number[] = [];
    const scrolls: Frames[] = [];
    const idles: Frames[] = [];
    const flings: Frames[] = [];
    const uiEdits: number[] = [];
    const apiEdits: number[] = [];
    try {
      await server.waitForOk('/healthz', { timeoutMs: 60_000 });
      const host = `${tenantHost}:${server.port}`;
      const cookie = await signInCookie(server.baseUrl, host, 'admin@demo.test', 'Colmena2026');
      const tableUrl = `http://${host}/data/proyectos?view=table`;
      const cardsUrl = `http://${host}/data/proyectos?view=cards`;

      progress('first rows: warm-up, then table and cards loads interleaved…');
      await firstShownMs(browser, tableUrl, cookie, '[data-testid="table-row"]');
      await firstShownMs(browser, cardsUrl, cookie, '[data-testid="doc-card"]');
      for (let run = 1; run <= runs; run += 1) {
        tableFirst.push(await firstShownMs(browser, tableUrl, cookie, '[data-testid="table-row"]'));
        cardsFirst.push(await firstShownMs(browser, cardsUrl, cookie, '[data-testid="doc-card"]'));
        progress(
          `run ${run}: table rows ${round(tableFirst.at(-1) ?? 0)} ms, cards ${round(cardsFirst.at(-1) ?? 0)} ms`,
        );
      }

      progress('scrolling the 10,000 rows to the end…');
      const context = await signedInContext(browser, tableUrl, cookie);
      await context.addInitScript({ content: watchEdits });
      const page = await context.newPage();
      await page.goto(tableUrl);
      await wholeTable(page);
      // Scrolling starts once the page has settled with the whole list (its arrival is not a scroll frame).
      await page.waitForTimeout(1000);
      if (process.env.DATA_TABLE_PROFILE) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await frameTimes(page, scrollStep, null, true);
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
          profile: {
            nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
            samples: number[];
            timeDeltas: number[];
          };
        };
        const self = new Map<number, number>();
        profile.samples.forEach((id, i) => {
          self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
        });
        const byName = new Map<string, number>();
        for (const node of profile.nodes) {
          const name = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.replace(/^.*\//, '')}:${node.callFrame.lineNumber}`;
          byName.set(name, (byName.get(name) ?? 0) + (self.get(node.id) ?? 0));
        }
        const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 25);
        for (const [name, us] of top) progress(`${(us / 1000).toFixed(1)} ms ${name}`);
      }
      for (let run = 1; run <= scrollRuns; run += 1) {
        const scroll = await frameTimes(page, scrollStep, null, true);
        const idle = await frameTimes(page, scrollStep, scroll.frames - 1, false);
        const fling = await frameTimes(page, flingStep, null, true);
        scrolls.push(scroll);
        idles.push(idle);
        flings.push(fling);
        progress(`run ${run}: fling ${fling.frames} frames, longest ${round(fling.longestMs)} ms`);
        progress(
          `run ${run}: ${scroll.frames} frames, longest ${round(scroll.longestMs)} ms (idle ${round(idle.longestMs)} ms), end ${scroll.reachedEnd}`,
        );
      }

      progress('inline edits seen in a second browser…');
      const otherContext = await signedInContext(browser, tableUrl, cookie);
      await otherContext.addInitScript({ content: watchEdits });
      const other = await otherContext.newPage();
      await other.goto(tableUrl);
      await wholeTable(other);
      await page.evaluate(`document.querySelector('.data-table__scroll').scrollTop = 0`);
      const first = page.locator('[data-testid="table-row"]').first();
      const docId = (await first.getAttribute('data-doc')) ?? '';
      const cell = first.locator('td[data-key="Habitación"]');
      for (let run = 1; run <= edits + 1; run += 1) {
        const text = `Bench ${run} ${Date.now().toString(36)}`;
        await other.evaluate(
          (watch) => {
            const w = globalThis as unknown as { __watch: unknown; __seenAt: number | null };
            w.__watch = watch;
            w.__seenAt = null;
          },
          { doc: docId, key: 'Habitación', text },
        );
        await cell.click();
        await page.keyboard.press('Enter');
        await page.locator('[data-testid="cell-editor"] input').waitFor();
        await page.waitForFunction(`document.activeElement?.tagName === 'INPUT'`);
        await page.keyboard.press('Control+A');
        await page.keyboard.type(text);
        await page.keyboard.press('Enter');
        await other.waitForFunction(
          () => (globalThis as unknown as { __seenAt: number | null }).__seenAt !== null,
          undefined,
          {
            timeout: 10_000,
            polling: 20,
          },
        );
        const enterAt = await page.evaluate(() => (globalThis as unknown as { __enterAt: number }).__enterAt);
        const seenAt = await other.evaluate(() => (globalThis as unknown as { __seenAt: number }).__seenAt);
        await page.locator('[data-testid="cell-editor"]').waitFor({ state: 'detached' });

        // The baseline: the same kind of change straight to the command API from the first page.
        const apiText = `${text} api`;
        await other.evaluate(
          (watch) => {
            const w = globalThis as unknown as { __watch: unknown; __seenAt: number | null };
            w.__watch = watch;
            w.__seenAt = null;
          },
          { doc: docId, key: 'Habitación', text: apiText },
        );
        const sentAt = await page.evaluate(
          async ([docId, text]) => {
            const at = performance.timeOrigin + performance.now();
            await fetch('/api/commands', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                id: crypto.randomUUID(),
                type: 'document.merge',
                payload: { collection: 'proyectos', docId, data: { Habitación: text } },
              }),
            });
            return at;
          },
          [docId, apiText] as const,
        );
        await other.waitForFunction(
          () => (globalThis as unknown as { __seenAt: number | null }).__seenAt !== null,
          undefined,
          {
            timeout: 10_000,
            polling: 20,
          },
        );
        const apiSeenAt = await other.evaluate(
          () => (globalThis as unknown as { __seenAt: number }).__seenAt,
        );
        // The first round warms the editor's code and the stream: not counted.
        if (run > 1) {
          uiEdits.push(seenAt - enterAt);
          apiEdits.push(apiSeenAt - sentAt);
          progress(
            `edit ${run - 1}: seen after ${round(seenAt - enterAt)} ms (API alone ${round(apiSeenAt - sentAt)} ms)`,
          );
        }
      }
      await otherContext.close();
      await context.close();
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      progress(`failed: ${failure}`);
    } finally {
      await browser.close();
      await server.stop();
    }

    const firstRowsMs = tableFirst.length ? round(median(tableFirst)) : null;
    const longestFrameMs = scrolls.length ? round(Math.max(...scrolls.map((s) => s.longestMs))) : null;
    const editVisibleMs = uiEdits.length ? round(median(uiEdits)) : null;
    const meetsTargets = {
      firstRows: firstRowsMs !== null && firstRowsMs <= targets.firstRowsMs,
      longestFrame:
        longestFrameMs !== null &&
        longestFrameMs <= targets.longestFrameMs &&
        scrolls.every((s) => s.reachedEnd),
      editVisible: editVisibleMs !== null && uiEdits.every((ms) => ms <= targets.editVisibleMs),
    };
    console.log(
      JSON.stringify({
        dataTable: {
          route: '/data/proyectos?view=table',
          projects,
          runs,
          firstRowsMs,
          firstRowsRunsMs: tableFirst.map((ms) => round(ms)),
          baselineCardsFirstMs: cardsFirst.length ? round(median(cardsFirst)) : null,
          baselineCardsRunsMs: cardsFirst.map((ms) => round(ms)),
          scrollStepPx: scrollStep,
          longestFrameMs,
          scrollRuns: scrolls.map((s) => ({ ...s, longestMs: round(s.longestMs), p99Ms: round(s.p99Ms) })),
          flingStepPx: flingStep,
          flingLongestFrameMs: flings.length ? round(Math.max(...flings.map((s) => s.longestMs))) : null,
          flingRuns: flings.map((s) => ({ ...s, longestMs: round(s.longestMs), p99Ms: round(s.p99Ms) })),
          baselineIdleLongestFrameMs: idles.length ? round(Math.max(...idles.map((s) => s.longestMs))) : null,
          baselineIdleRuns: idles.map((s) => ({
            frames: s.frames,
            longestMs: round(s.longestMs),
            over50: s.over50,
          })),
          editVisibleMs,
          editVisibleMaxMs: uiEdits.length ? round(Math.max(...uiEdits)) : null,
          editRunsMs: uiEdits.map((ms) => round(ms)),
          baselineApiEditVisibleMs: apiEdits.length ? round(median(apiEdits)) : null,
          baselineApiEditRunsMs: apiEdits.map((ms) => round(ms)),
          targets,
          meetsTargets,
          failure,
          note:
            `Signed in as admin, 1366×900, Debian Chromium headless. firstRows: median of ${runs} cold loads (new context, after a warm-up) ` +
            'from navigation start to the first table row in the document (MutationObserver, the app is not instrumented); ' +
            'baseline: the cards view of the same list, loads interleaved. Scroll: the table holding all 10,000, its scroller moved ' +
            `${scrollStep} px per animation frame from top to bottom (${scrollRuns} runs; the fling figures: ${flingStep} px a frame); ` +
            'a frame = the gap between animation frames; ' +
            'baseline: as many frames with nothing moving, right after. Edit: the Habitación cell of the first row edited through the UI ' +
            '(Enter, type, Enter) in one browser context, timed from that Enter to the new text in the same cell of a second signed-in ' +
            'context (wall clock, performance.timeOrigin + now); baseline: the same document.merge POSTed by fetch, to the second context seeing it.',
        },
      }),
    );
    if (!Object.values(meetsTargets).every(Boolean)) process.exitCode = 1;
  } finally {
    work.remove();
  }
}

await main();
