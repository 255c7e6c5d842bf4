import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { tenantHost } from './harness/benchConfig';
import { insertMany, prepareDataDir } from './harness/benchData';
import { chromiumOptions } from './harness/chromium';
import { dataDirIn, startColmena } from './harness/colmenaServer';
import { signInCookie } from './harness/httpPost';
import { progress } from './harness/log';
import { repoRoot } from './harness/paths';
import { median, round } from './harness/stats';
import { makeTempDir } from './harness/tempDir';

/** The figures: /data/proyectos holding 10,000 projects, median of 5 cold page loads. */
const projects = 10_000;
const runs = 5;
const paintMark = 'data-list-painted';
/** Set once the whole list (all 10,000, for search, paging and the count) is in the page. */
const completeMark = 'data-list-complete';
const targets = { firstMeaningfulPaintMs: 1000, jsGzipKB: 250 };

interface Script {
  url: string;
  /** Bytes over the wire, headers included (0 from the cache). */
  transferSize: number;
  /** The body as sent: compressed when the server compressed it. */
  encodedBodySize: number;
  decodedBodySize: number;
}

interface PageLoad {
  /** performance.mark by the data list when its first cards render, from navigation start. */
  paintMs: number;
  /** performance.mark by the data list once it holds every document. */
  completeMs: number;
  fcpMs: number | null;
  scripts: Script[];
}

/** One cold load (new context: empty cache) of the list, signed in with `cookie`. */
async function loadOnce(browser: Browser, url: string, cookie: string): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const [name = '', value = ''] = cookie.split('=');
    // The cookie for the whole site (a page URL would scope it to that path).
    await context.addCookies([{ name, value, url: new URL('/', url).href }]);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    for (const mark of [paintMark, completeMark]) {
      await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, {
        timeout: 60_000,
        polling: 50,
      });
    }
    await page.waitForLoadState('load');
    return await page.evaluate(
      ([paint, complete]) => {
        const painted = performance.getEntriesByName(paint)[0];
        const completed = performance.getEntriesByName(complete)[0];
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        const scripts = (performance.getEntriesByType('resource') as unknown as (Script & { name: string })[])
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({
            url: entry.name,
            transferSize: entry.transferSize,
            encodedBodySize: entry.encodedBodySize,
            decodedBodySize: entry.decodedBodySize,
          }));
        return {
          paintMs: painted?.startTime ?? Number.NaN,
          completeMs: completed?.startTime ?? Number.NaN,
          fcpMs: fcp?.startTime ?? null,
          scripts,
        };
      },
      [paintMark, completeMark] as const,
    );
  } finally {
    await context.close();
  }
}

/** The gzip size of the built files the page loaded (what a compressing server or CDN sends), for comparison with the transfer. */
function gzipKB(scriptUrls: string[]): { raw: number; gzip: number; files: string[] } {
  let raw = 0;
  let gzip = 0;
  const files: string[] = [];
  for (const url of scriptUrls) {
    const path = new URL(url).pathname;
    const bytes = readFileSync(join(repoRoot, 'web', 'dist', path));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
    files.push(path);
  }
  return { raw: round(raw / 1024), gzip: round(gzip / 1024), files };
}

/**
 * First meaningful paint of /data/proyectos with 10,000 projects in Debian's Chromium (the mark
 * the data list sets when its first cards render, read through the Performance API), and the
 * JavaScript shipped for that route, gzipped.
 */
async function main(): Promise<void> {
  const work = makeTempDir('colmena-bench-datapaint');
  try {
    const dataDir = dataDirIn(work.path);
    // The demo seed has 50 projects; the rest makes 10,000.
    const extra = projects - 50;
    progress(`seeding ${extra} more projects into proyectos…`);
    await prepareDataDir(dataDir, (store) =>
      insertMany(store, 'demo', 'proyectos', extra, (i) => ({
        id: `bench-${String(i).padStart(5, '0')}`,
        data: {
          Name: `Proyecto ${String(i).padStart(5, '0')} · Calle Mayor ${(i % 180) + 1}`,
          Habitación: ['Cocina', 'Baño', 'Salón', 'Dormitorio'][i % 4],
          CreatedAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
          JournalsCount: 0,
          ImgArray: [],
          Presupuesto: 1200 + (i % 400) * 100,
          Estado: ['Presupuesto', 'En curso', 'Terminado'][i % 3],
        },
      })),
    );

    const server = await startColmena(work.path, 'dataPaint');
    const browser = await chromium.launch({ headless: true, ...chromiumOptions });
    const loads: PageLoad[] = [];
    try {
      await server.waitForOk('/healthz', { timeoutMs: 60_000 });
      const host = `${tenantHost}:${server.port}`;
      const cookie = await signInCookie(server.baseUrl, host, 'admin@demo.test', 'Colmena2026');
      const url = `http://${host}/data/proyectos`;
      progress('warm-up load…');
      await loadOnce(browser, url, cookie);
      for (let run = 1; run <= runs; run += 1) {
        const load = await loadOnce(browser, url, cookie);
        progress(`run ${run}: painted at ${round(load.paintMs)} ms`);
        loads.push(load);
      }
    } finally {
      await browser.close();
      await server.stop();
    }

    const paints = loads.map((load) => round(load.paintMs));
    const fcps = loads.map((load) => load.fcpMs).filter((value): value is number => value !== null);
    const scripts = loads[0]?.scripts ?? [];
    const js = gzipKB(scripts.map((script) => script.url));
    const sumKB = (pick: (script: Script) => number) =>
      round(scripts.reduce((sum, script) => sum + pick(script), 0) / 1024);
    const firstMeaningfulPaintMs = round(median(paints));
    const completes = loads.map((load) => round(load.completeMs));
    const result = {
      dataPaint: {
        route: '/data/proyectos',
        projects,
        runs,
        firstMeaningfulPaintMs,
        paintsMs: paints,
        firstContentfulPaintMs: fcps.length ? round(median(fcps)) : null,
        jsGzipKB: js.gzip,
        jsRawKB: js.raw,
        // What the server really sent for the scripts (compressed body; with headers).
        jsTransferKB: sumKB((script) => script.transferSize),
        jsEncodedKB: sumKB((script) => script.encodedBodySize),
        wholeListMs: round(median(completes)),
        wholeListsMs: completes,
        jsFiles: js.files,
        targets,
        meetsTargets: {
          firstMeaningfulPaint: firstMeaningfulPaintMs <= targets.firstMeaningfulPaintMs,
          jsGzip: js.gzip <= targets.jsGzipKB,
          jsTransfer: sumKB((script) => script.transferSize) <= targets.jsGzipKB,
        },
        note:
          `Median of ${runs} cold loads (new browser context each, after one warm-up) signed in as admin; ` +
          `paint = the "${paintMark}" mark the list sets when its first cards render, from navigation start; ` +
          `wholeList = the "${completeMark}" mark once all ${projects} documents are in the page (search, paging, count).`,
      },
    };
    console.log(JSON.stringify(result));
  } finally {
    work.remove();
  }
}

await main();
