// Two built servers side by side under the same commands load at the same moment (not a
// *.bench.ts: `npm run bench` does not run it). Run alone:
//   BENCH_BEFORE_SCRIPT=<old>/functions/dist/server.mjs BENCH_AFTER_SCRIPT=functions/dist/server.mjs \
//   node --import tsx bench/compareCommands.ts
// COMPARE_LOAD=query loads both with a list read instead (`POST /api/query`, the demo's
// projects, 50 a page, as an employee): the read path's CPU a request, old against new.
// A throughput taken while other processes share the cores moves with them; two servers loaded
// at once share whatever the machine does, so their ratios hold. Prints one JSON object.
import { join, resolve } from 'node:path';
import { loadConnections, loadDurationSeconds, tenantHost } from './harness/benchConfig';
import { dataDirIn } from './harness/colmenaServer';
import { runCommandLoad } from './harness/commandLoad';
import { freePort } from './harness/freePort';
import { signInCookie } from './harness/httpPost';
import { runJsonPostLoad } from './harness/jsonPostLoad';
import { progress } from './harness/log';
import { repoRoot, serverScript } from './harness/paths';
import { processCpuMicros } from './harness/processCpu';
import { spawnNodeServer } from './harness/spawnServer';
import { makeTempDir } from './harness/tempDir';

type Side = 'before' | 'after';

const scripts: Record<Side, string> = {
  before: resolve(repoRoot, process.env.BENCH_BEFORE_SCRIPT ?? serverScript),
  after: resolve(repoRoot, process.env.BENCH_AFTER_SCRIPT ?? serverScript),
};
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const reads = process.env.COMPARE_LOAD === 'query';
/** Rounds left out of the figures: the JIT and the caches are still settling. */
const settling = Math.min(3, rounds - 1);

/** A project as commands.bench.ts creates one. */
const create = (prefix: string) => (n: number) => ({
  id: `${prefix}-${n}`,
  type: 'document.create',
  payload: {
    collection: 'proyectos',
    data: {
      Name: `Reforma de cocina ${n} · Calle de Alcalá ${n % 400}`,
      Habitación: 'Cocina',
      ImgArray: [],
      Presupuesto: 12_000 + (n % 9_000),
      Estado: 'Presupuesto',
    },
  },
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const round3 = (value: number) => Number(value.toFixed(3));

async function main(): Promise<void> {
  const work = makeTempDir('colmena-bench-compare');
  // Which side's load starts first alternates by round: the first gets a head start.
  const order: Side[] = ['before', 'after'];
  const servers = await Promise.all(
    order.map(async (side) => {
      const server = spawnNodeServer({
        script: scripts[side],
        port: await freePort(),
        cwd: repoRoot,
        env: { DATA_DIR: dataDirIn(join(work.path, side)), NODE_ENV: 'production' },
        logFile: join(work.path, `${side}.log`),
      });
      return { side, server, host: `${tenantHost}:${server.port}` };
    }),
  );
  try {
    const ready = await Promise.all(
      servers.map(async (s) => {
        await s.server.waitForOk('/healthz', { timeoutMs: 90_000 });
        const account = reads ? 'employee@demo.test' : 'admin@demo.test';
        const cookie = await signInCookie(s.server.baseUrl, s.host, account, 'Colmena2026');
        return { ...s, cookie };
      }),
    );
    const connections = Math.max(1, Math.floor(loadConnections / 2));
    const seconds = Math.max(1, Math.round(loadDurationSeconds() / 2));
    const perRound: Record<Side, { rps: number; p50Ms: number; cpuMicrosPerCommand: number }>[] = [];
    for (let n = 0; n < rounds; n++) {
      const sides = n % 2 === 0 ? ready : [...ready].reverse();
      progress(`round ${n + 1} of ${rounds}: ${connections} connections on each server × ${seconds} s`);
      const cpuBefore = sides.map((s) => processCpuMicros(s.server.pid));
      const loads = await Promise.all(
        sides.map((s) => {
          const target = {
            host: s.host,
            headers: { cookie: s.cookie },
            connections,
            durationSeconds: seconds,
          };
          return reads
            ? runJsonPostLoad({
                ...target,
                url: `${s.server.baseUrl}/api/query`,
                body: { collection: 'proyectos', limit: 50 },
                warmupSeconds: 0,
              })
            : runCommandLoad({
                ...target,
                url: `${s.server.baseUrl}/api/commands`,
                body: create(`r${n}`),
                warmupSeconds: 0,
              });
        }),
      );
      const cpuAfter = sides.map((s) => processCpuMicros(s.server.pid));
      const row = {} as Record<Side, { rps: number; p50Ms: number; cpuMicrosPerCommand: number }>;
      sides.forEach((s, i) => {
        const load = loads[i];
        if (!load || load.non2xx > 0 || load.errors > 0) throw new Error(`${s.side}: failed requests`);
        row[s.side] = {
          rps: load.requestsPerSec,
          p50Ms: load.p50Ms,
          cpuMicrosPerCommand: Math.round(((cpuAfter[i] ?? 0) - (cpuBefore[i] ?? 0)) / load.totalRequests),
        };
      });
      perRound.push(row);
    }
    const steady = perRound.slice(settling);
    const ratios = (pick: (side: { rps: number; p50Ms: number; cpuMicrosPerCommand: number }) => number) =>
      steady.map((row) => pick(row.after) / pick(row.before));
    const sum = (side: Side) => steady.reduce((total, row) => total + row[side].rps, 0);
    const result = {
      commandsCompare: {
        before: scripts.before,
        after: scripts.after,
        connectionsEach: connections,
        secondsPerRound: seconds,
        rounds,
        settlingRoundsLeftOut: settling,
        // after ÷ before, per round then the median; rps also as the ratio of the sums.
        cpuPerCommandRatio: round3(median(ratios((s) => s.cpuMicrosPerCommand))),
        rpsRatio: round3(median(ratios((s) => s.rps))),
        rpsSumRatio: round3(sum('after') / sum('before')),
        p50Ratio: round3(median(ratios((s) => s.p50Ms))),
        perRound,
      },
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await Promise.all(servers.map((s) => s.server.stop()));
    work.remove();
  }
}

await main();
