import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConnections, loadDurationSeconds, tenantHost } from './harness/benchConfig';
import { insertMany, prepareDataDir } from './harness/benchData';
import { chatSendBody, projectCreateBody } from './harness/chatLoadBodies';
import { dataDirIn } from './harness/colmenaServer';
import { runCommandLoad } from './harness/commandLoad';
import { type Breakdown, breakdownOf } from './harness/cpuBreakdown';
import { freePort } from './harness/freePort';
import { signInCookie } from './harness/httpPost';
import { progress } from './harness/log';
import { repoRoot } from './harness/paths';
import { cpuMicrosPer, processCpuMicros } from './harness/processCpu';
import { spawnNodeServer } from './harness/spawnServer';
import { makeTempDir } from './harness/tempDir';

/** Threads the load spreads over, as chat.bench.ts (50 people writing in 50 conversations). */
const loadThreads = Number(process.env.BENCH_LOAD_THREADS ?? 50);

/**
 * Run by hand (not a `*.bench.ts`): where a `chat.send` goes against a `document.create`, as
 * chat.bench.ts loads them (50 connections over 50 threads that start empty, then the creates),
 * the server run from source under `--cpu-prof`. Each load's window split by part of the
 * pipeline (harness/cpuBreakdown.ts) and the server's CPU per request (/proc, all threads):
 * `chatBreakdown`. A message's cost grows with its thread (the thread is one document, read and
 * copied, its row rewritten by SQLite): `BENCH_LOAD_THREADS=8000` spreads the same load so
 * thinly that every thread stays near empty, which leaves the part that does not grow.
 * `BENCH_CPU_PROF=0`: the built server, unprofiled (CPU per request alone); `=built`: the built
 * server profiled (function names only, its paths are one bundle).
 */
async function main(): Promise<void> {
  const work = makeTempDir('colmena-bench-chat-breakdown');
  try {
    const profiled = process.env.BENCH_CPU_PROF !== '0';
    // BENCH_CPU_PROF=built: the built server under --cpu-prof (names only: its paths are one bundle).
    const fromSource = profiled && process.env.BENCH_CPU_PROF !== 'built';
    // BENCH_CHAT_CPU_PROF=<dir> keeps the profile there (to open it in a profiler).
    const profileDir = process.env.BENCH_CHAT_CPU_PROF ?? join(work.path, 'profile');
    mkdirSync(profileDir, { recursive: true });
    const dataDir = dataDirIn(work.path);
    // `load-*` take the measured sends, `warm-*` the warm-up's.
    await prepareDataDir(dataDir, (store) =>
      insertMany(store, 'demo', 'messages', 2 * loadThreads, (i) => ({
        id: i < loadThreads ? `load-${i}` : `warm-${i - loadThreads}`,
        data: {
          participants: ['u-admin', `u-other-${i}`],
          names: {},
          msjArray: [],
          watchedArray: [],
          watchedBy: {},
          LastUpdate: '2026-11-26T00:00:00.000Z',
        },
      })),
    );
    const port = await freePort();
    const spawnedAt = performance.now();
    const server = spawnNodeServer({
      script: fromSource
        ? resolve(repoRoot, 'functions/src/server.ts')
        : resolve(repoRoot, 'functions/dist/server.mjs'),
      execArgv: [
        ...(profiled ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
        ...(fromSource ? ['--import', 'tsx'] : []),
      ],
      port,
      cwd: repoRoot,
      env: { DATA_DIR: dataDir, NODE_ENV: 'production' },
      logFile: join(work.path, 'server.log'),
    });
    const host = `${tenantHost}:${port}`;
    let messagesPerThreadAtEnd = 0;
    const windows: Record<
      string,
      {
        fromMs: number;
        toMs: number;
        requests: number;
        requestsPerSec: number;
        cpuMicrosPerRequest: number | null;
      }
    > = {};
    try {
      await server.waitForOk('/healthz', { timeoutMs: 60_000 });
      const cookie = await signInCookie(server.baseUrl, host, 'admin@demo.test', 'Colmena2026');
      const durationSeconds = loadDurationSeconds();
      const warmupSeconds = Math.min(1, durationSeconds / 2);
      const measure = async (name: string, body: (n: number) => unknown) => {
        progress(`${name}: ${loadConnections} connections × ${durationSeconds} s…`);
        const started = performance.now();
        let cpuBefore: number | null = null;
        const warm = setTimeout(() => {
          cpuBefore = processCpuMicros(server.pid);
        }, warmupSeconds * 1000);
        const load = await runCommandLoad({
          url: `${server.baseUrl}/api/commands`,
          host,
          headers: { cookie },
          body,
          connections: loadConnections,
          durationSeconds,
          warmupSeconds,
        });
        clearTimeout(warm);
        const cpuAfter = processCpuMicros(server.pid);
        windows[name] = {
          fromMs: started - spawnedAt + warmupSeconds * 1000,
          toMs: performance.now() - spawnedAt,
          requests: load.totalRequests,
          requestsPerSec: load.requestsPerSec,
          cpuMicrosPerRequest: cpuMicrosPer(cpuBefore, cpuAfter, load.totalRequests),
        };
      };
      let sent = 0;
      const sendBody = (prefix: string) => chatSendBody(prefix, loadThreads);
      const createBody = projectCreateBody;
      // Right after start-up the server still works for itself (jobs, planner statistics, the
      // JIT): a first load measured then read ~1 ms more per request, whichever kind it was. Both
      // kinds run unmeasured first, the sends into threads of their own.
      const warmSeconds = Number(process.env.BENCH_WARM_SECONDS ?? 5);
      for (const body of [sendBody('warm'), createBody('warm')])
        await runCommandLoad({
          url: `${server.baseUrl}/api/commands`,
          host,
          headers: { cookie },
          body,
          connections: loadConnections,
          durationSeconds: warmSeconds,
          warmupSeconds: 0,
        });
      const toLoadThreads = sendBody('load');
      const chatSend = () =>
        measure('chatSend', (i) => {
          sent = i + 1;
          return toLoadThreads(i);
        });
      const documentCreate = () => measure('documentCreate', createBody('load'));
      // BENCH_CREATE_FIRST=1: the creates first (after the warm-up the order should not matter).
      const order =
        process.env.BENCH_CREATE_FIRST === '1' ? [documentCreate, chatSend] : [chatSend, documentCreate];
      for (const run of order) await run();
      messagesPerThreadAtEnd = Math.round(sent / loadThreads);
    } finally {
      await server.stop();
    }
    const parts: Record<string, Breakdown> = {};
    if (profiled) for (const [name, w] of Object.entries(windows)) parts[name] = breakdownOf(profileDir, w);
    const chat = windows.chatSend;
    const create = windows.documentCreate;
    const result = {
      chatBreakdown: {
        profiled,
        loadThreads,
        messagesPerThreadAtEnd,
        windows,
        ratio: chat && create ? Number((chat.requestsPerSec / create.requestsPerSec).toFixed(3)) : null,
        cpuRatio:
          chat?.cpuMicrosPerRequest && create?.cpuMicrosPerRequest
            ? Number((create.cpuMicrosPerRequest / chat.cpuMicrosPerRequest).toFixed(3))
            : null,
        parts,
      },
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    work.remove();
  }
}

await main();
