import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHistogram, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { httpPostJson, signInCookie } from './harness/httpPost';
import { progress } from './harness/log';
import { repoRoot } from './harness/paths';
import { openSseReader, type SseMessage, type SseReader } from './harness/sseReader';

/**
 * Issue 9's latency figure on the cloud deployment: `npm run emulators` (Hosting, Functions,
 * Auth, Google's Firestore emulator), one browser-like live stream on a fresh collection, opened
 * where a page opens it (the function's own URL with a stream token when the server names it, as
 * `npm run emulators` does), and `document.create` commands sent through Hosting by a second session at a
 * steady rate; the time from sending each command to its `changes` event on the stream. The
 * stream is followed across its lifetimes (`reopen`) from its cursors, as the web client does,
 * so a stream ending mid-run shows up in the figure. Target p99 ≤ 1 s.
 */
const commits = Number(process.env.BENCH_EMULATOR_COMMITS ?? 120);
const commitsPerSec = 4;
const collection = `benchemu${Date.now().toString(36)}`;

const firebase = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
  emulators: { hosting?: { port?: number } };
};
const hostingPort = firebase.emulators.hosting?.port ?? 5000;
const baseUrl = `http://127.0.0.1:${hostingPort}`;
const host = `demo.localhost:${hostingPort}`;
const round = (value: number) => Number(value.toFixed(1));

/** Starts `scripts/emulators.ts` and resolves once it prints that Hosting is ready. */
function startEmulators(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts', 'emulators.ts')], {
    cwd: repoRoot,
    env: { ...process.env, EMULATORS_QUIET: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`emulators not ready in 240 s:\n${seen}`)), 240_000);
    const scan = (chunk: Buffer) => {
      seen = (seen + chunk.toString('utf8')).slice(-4000);
      if (seen.includes('[emulators] ready: Hosting')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', scan);
    child.stderr?.on('data', (chunk: Buffer) => {
      scan(chunk);
      progress(chunk.toString('utf8').trimEnd());
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`emulators exited (${code}) before ready:\n${seen}`));
    });
  });
}

async function stopEmulators(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await Promise.race([exited, sleep(30_000)]);
}

async function main(): Promise<void> {
  progress('starting the emulators (npm run emulators)…');
  const emulators = await startEmulators();
  let reader: SseReader | undefined;
  try {
    const admin = await signInCookie(baseUrl, host, 'admin@demo.test', 'Colmena2026');
    const writer = await signInCookie(baseUrl, host, 'manager@demo.test', 'Colmena2026');
    const define = await httpPostJson(
      `${baseUrl}/api/commands`,
      host,
      {
        id: randomUUID(),
        type: 'collection.define',
        payload: { key: collection, name: 'Bench emulators', mainNameSingular: 'Bench', lvlView: 0 },
      },
      { cookie: admin },
    );
    if (define.status !== 200) throw new Error(`collection.define: ${define.status} ${define.body}`);

    const sent = new Map<string, number>();
    const latencies = createHistogram();
    let reopened = 0;
    let snapshot = false;
    let cursor: string | undefined;
    const onChanges = (data: string) => {
      const now = performance.now();
      const { changes } = JSON.parse(data) as { changes: { doc: { marker?: string } }[] };
      for (const { doc } of changes) {
        const at = doc.marker ? sent.get(doc.marker) : undefined;
        if (at === undefined) continue;
        sent.delete(doc.marker ?? '');
        latencies.record(Math.max(1, Math.round((now - at) * 1000)));
      }
    };
    let via = '';
    const open = async (): Promise<void> => {
      const sub = { id: 's0', query: { collection }, ...(cursor ? { cursor } : {}) };
      // Where the page opens it (web/src/api/liveEndpoint.ts): the URL the token names, else here.
      const issued = await httpPostJson(`${baseUrl}/api/live/token`, host, {}, { cookie: admin });
      const { token, url } = JSON.parse(issued.body) as { token?: string; url?: string };
      const direct = url && token ? new URL(url) : null;
      via = direct ? `${direct.origin} (the function's own URL, stream token)` : `Hosting :${hostingPort}`;
      const next = await openSseReader(
        direct ? direct.href : `${baseUrl}/api/live`,
        direct ? { host: direct.host, origin: `http://${host}` } : { host, cookie: admin },
        (message: SseMessage) => {
          if (message.event === 'reopen') {
            reopened += 1;
            const fresher = (JSON.parse(message.data) as { cursors?: Record<string, string> }).cursors;
            cursor = fresher?.s0 ?? cursor;
            void open();
            return;
          }
          if (message.event === 'snapshot' || message.event === 'changes') {
            cursor = (JSON.parse(message.data) as { cursor: string }).cursor;
            if (message.event === 'snapshot') snapshot = true;
            else onChanges(message.data);
          }
        },
        direct ? { subs: [sub], token } : { subs: [sub] },
      );
      if (next.status !== 200) throw new Error(`POST /api/live answered ${next.status}`);
      reader = next;
    };
    await open();
    const deadline = performance.now() + 30_000;
    while (!snapshot && performance.now() < deadline) await sleep(20);
    if (!snapshot) throw new Error('no snapshot on the live stream in 30 s');

    const commit = async (measured: boolean) => {
      const marker = randomUUID();
      if (measured) sent.set(marker, performance.now());
      const command = { id: marker, type: 'document.create', payload: { collection, data: { marker } } };
      const res = await httpPostJson(`${baseUrl}/api/commands`, host, command, { cookie: writer });
      if (res.status !== 200) throw new Error(`document.create: ${res.status} ${res.body}`);
    };
    progress('warming up: 5 commands…');
    for (let n = 0; n < 5; n += 1) await commit(false);
    progress(`${commits} commands at ${commitsPerSec}/s through Hosting…`);
    const started = performance.now();
    const inflight: Promise<void>[] = [];
    for (let n = 0; n < commits; n += 1) {
      const wait = started + (n * 1000) / commitsPerSec - performance.now();
      if (wait > 0) await sleep(wait);
      inflight.push(commit(true));
    }
    await Promise.all(inflight);
    const drain = performance.now() + 10_000;
    while (sent.size > 0 && performance.now() < drain) await sleep(20);

    const p99 = latencies.percentile(99) / 1000;
    const result = {
      emulatorLive: {
        commandsVia: `Hosting :${hostingPort} → api function → Firestore emulator`,
        streamVia: via,
        commits,
        commitsPerSec,
        events: latencies.count,
        missing: sent.size,
        reopened,
        sendToEventMs: {
          p50: round(latencies.percentile(50) / 1000),
          p99: round(p99),
          max: round(latencies.max / 1000),
        },
        targets: { p99Ms: 1000 },
        met: p99 <= 1000 && sent.size === 0,
      },
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    reader?.close();
    await stopEmulators(emulators);
  }
}

await main();
