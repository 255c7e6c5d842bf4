import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConnections, loadDurationSeconds, tenantHost } from './harness/benchConfig';
import { dataDirIn } from './harness/colmenaServer';
import { runCommandLoad } from './harness/commandLoad';
import { breakdownOf, commandParts } from './harness/cpuBreakdown';
import { freePort } from './harness/freePort';
import { signInCookie } from './harness/httpPost';
import { progress } from './harness/log';
import { repoRoot } from './harness/paths';
import { spawnNodeServer } from './harness/spawnServer';
import { makeTempDir } from './harness/tempDir';

/**
 * Where a `document.create` goes (issue 8): the server run from source under `--cpu-prof`
 * (source paths name the parts), the same load as commands.bench.ts, and the main thread's
 * samples taken during the load split by part of the pipeline (harness/cpuBreakdown.ts):
 * HTTP and routing, session, JSON, validation, policy, the runner, journal counts, reads, the
 * writes (documents, log entry, counter, record, commit), live fan-out, GC.
 */
async function main(): Promise<void> {
  const work = makeTempDir('colmena-bench-breakdown');
  try {
    const profileDir = join(work.path, 'profile');
    mkdirSync(profileDir, { recursive: true });
    const port = await freePort();
    const spawnedAt = performance.now();
    const server = spawnNodeServer({
      script: resolve(repoRoot, 'functions/src/server.ts'),
      execArgv: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--import', 'tsx'],
      port,
      cwd: repoRoot,
      env: { DATA_DIR: dataDirIn(work.path), NODE_ENV: 'production' },
      logFile: join(work.path, 'server.log'),
    });
    const host = `${tenantHost}:${port}`;
    let requests = 0;
    let fromMs = 0;
    let toMs = 0;
    try {
      await server.waitForOk('/healthz', { timeoutMs: 60_000 });
      const cookie = await signInCookie(server.baseUrl, host, 'admin@demo.test', 'Colmena2026');
      const durationSeconds = loadDurationSeconds();
      progress(
        `profiled document.create from source: ${loadConnections} connections × ${durationSeconds} s…`,
      );
      const warmupSeconds = Math.min(1, durationSeconds / 2);
      const started = performance.now();
      const load = await runCommandLoad({
        url: `${server.baseUrl}/api/commands`,
        host,
        headers: { cookie },
        body: (n) => ({
          id: `breakdown-${n}`,
          type: 'document.create',
          payload: {
            collection: 'proyectos',
            data: { Name: `Reforma ${n}`, Habitación: 'Cocina', ImgArray: [] },
          },
        }),
        connections: loadConnections,
        durationSeconds,
        warmupSeconds,
      });
      // The measured window follows the warm-up (runCommandLoad reports on it alone).
      fromMs = started - spawnedAt + warmupSeconds * 1000;
      toMs = performance.now() - spawnedAt;
      requests = load.totalRequests;
    } finally {
      await server.stop();
    }
    const breakdown = breakdownOf(profileDir, { fromMs, toMs, requests });
    const result = {
      commandsBreakdown: {
        note: 'main-thread CPU of the server during the load, by part (profiled from source, so slower than the build)',
        parts: commandParts.map(([part]) => part).concat('other'),
        requests,
        ...breakdown,
      },
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    work.remove();
  }
}

await main();
