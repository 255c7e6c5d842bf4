import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openEmbedded } from '../functions/src/platform/embedded';
import { loadConnections, loadDurationSeconds, tenantHost } from './harness/benchConfig';
import { dataDirIn, startColmena } from './harness/colmenaServer';
import { runCommandLoad } from './harness/commandLoad';
import { measureCommandSqlCost } from './harness/commandSqlCost';
import { freePort } from './harness/freePort';
import { httpGet } from './harness/httpGet';
import { httpPostJson, signInCookie } from './harness/httpPost';
import type { LoadResult } from './harness/load';
import { progress } from './harness/log';
import { repoRoot } from './harness/paths';
import { cpuMicrosPer, processCpuMicros } from './harness/processCpu';
import { type RunningServer, spawnNodeServer } from './harness/spawnServer';
import { makeTempDir } from './harness/tempDir';

const path = '/api/commands';
const bareScript = resolve(repoRoot, 'bench/harness/bareCommandServer.mjs');
const rawScript = resolve(repoRoot, 'bench/harness/rawInserts.mjs');

interface RawInserts {
  inserts: number;
  durationSeconds: number;
  insertsPerSec: number;
}

/** The same creates straight into better-sqlite3 in one process: the floor under any server. */
function rawInserts(dir: string): RawInserts {
  mkdirSync(dir, { recursive: true });
  const out = execFileSync(process.execPath, [rawScript], {
    env: { ...process.env, DATA_DIR: dir, DURATION_SECONDS: String(loadDurationSeconds()) },
    encoding: 'utf8',
  });
  return JSON.parse(out) as RawInserts;
}

/** A project as the data screens create one (spec §3 Project fields plus a tenant's own). */
const project = (n: number) => ({
  Name: `Reforma de cocina ${n} · Calle de Alcalá ${n % 400}`,
  Habitación: 'Cocina',
  ImgArray: [],
  Presupuesto: 12_000 + (n % 9_000),
  Estado: 'Presupuesto',
});
const createCommand = (prefix: string) => (n: number) => ({
  id: `${prefix}-${n}`,
  type: 'document.create',
  payload: { collection: 'proyectos', data: project(n) },
});

async function load(
  server: RunningServer,
  host: string,
  prefix: string,
  cookie?: string,
): Promise<LoadResult> {
  const durationSeconds = loadDurationSeconds();
  return runCommandLoad({
    url: `${server.baseUrl}${path}`,
    host,
    ...(cookie ? { headers: { cookie } } : {}),
    body: createCommand(prefix),
    connections: loadConnections,
    durationSeconds,
    warmupSeconds: Math.min(1, durationSeconds / 2),
  });
}

/** Applied and rejected command records in a stopped server's DATA_DIR. */
async function recordedOutcomes(dataDir: string): Promise<{ applied: number; rejected: number }> {
  const platform = openEmbedded(dataDir, { baseDomain: 'localhost', webDist: join(repoRoot, 'web', 'dist') });
  try {
    const count = (status: string) =>
      platform.deps.store.count('demo', { collection: 'commands', where: [['status', '==', status]] });
    return { applied: await count('applied'), rejected: await count('rejected') };
  } finally {
    await platform.close();
  }
}

const ratio = (a: number, b: number) => (b > 0 ? Number((a / b).toFixed(3)) : null);
const perSec = (load: LoadResult, applied: number, all: number) =>
  all > 0 ? Number(((load.requestsPerSec * applied) / all).toFixed(1)) : 0;

/**
 * `document.create` commands through the built server (session, tenancy, policy, validation,
 * one transaction with the document, log entry, seq and command record), 50 connections, a new
 * command id per request; then the bare node:http + better-sqlite3 server doing a document and
 * an audit row per create under the same load. Applied/s counts only commands recorded applied.
 */
async function main(): Promise<void> {
  const work = makeTempDir('colmena-bench-commands');
  try {
    const colmena = await startColmena(work.path, 'colmena');
    const host = `${tenantHost}:${colmena.port}`;
    let commands: LoadResult;
    let cpuBefore: number | null;
    let cpuAfter: number | null;
    try {
      await colmena.waitForOk('/healthz', { timeoutMs: 60_000 });
      const cookie = await signInCookie(colmena.baseUrl, host, 'admin@demo.test', 'Colmena2026');
      const probe = await httpPostJson(`${colmena.baseUrl}${path}`, host, createCommand('probe')(0), {
        cookie,
      });
      if (probe.status !== 200 || !probe.body.includes('"applied"')) {
        throw new Error(`POST ${path} answered ${probe.status}: ${probe.body}`);
      }
      progress(
        `colmena ${path} document.create: ${loadConnections} connections × ${loadDurationSeconds()} s…`,
      );
      cpuBefore = processCpuMicros(colmena.pid);
      commands = await load(colmena, host, 'bench', cookie);
      cpuAfter = processCpuMicros(colmena.pid);
    } finally {
      await colmena.stop();
    }
    const outcomes = await recordedOutcomes(dataDirIn(work.path));
    const applied = outcomes.applied - 1; // the probe

    const bareDir = join(work.path, 'bare');
    mkdirSync(bareDir, { recursive: true });
    const bare = spawnNodeServer({
      script: bareScript,
      port: await freePort(),
      env: { DATA_DIR: bareDir },
      logFile: join(work.path, 'bare.log'),
    });
    let bareLoad: LoadResult;
    let bareDocuments: number;
    let bareCpu: number | null;
    try {
      await bare.waitForOk('/');
      progress(`bare node:http + better-sqlite3, same creates: ${loadConnections} connections…`);
      const bareCpuBefore = processCpuMicros(bare.pid);
      bareLoad = await load(bare, host, 'bare');
      bareDocuments = (
        JSON.parse((await httpGet(bare.baseUrl, host)).body.toString()) as { documents: number }
      ).documents;
      // Every document the bare server holds came from the load (warm-up included), as every
      // applied command of colmena's did.
      bareCpu = cpuMicrosPer(bareCpuBefore, processCpuMicros(bare.pid), bareDocuments);
    } finally {
      await bare.stop();
    }

    progress('raw better-sqlite3 inserts of the same documents, in process…');
    const raw = rawInserts(join(work.path, 'raw'));

    progress('the SQL a document.create costs, timed statement by statement in process…');
    const sql = await measureCommandSqlCost();
    const bareMicros = bareLoad.requestsPerSec > 0 ? 1e6 / bareLoad.requestsPerSec : 0;

    const appliedPerSec = perSec(commands, applied, applied + outcomes.rejected);
    const result = {
      commands: {
        host,
        path,
        type: 'document.create',
        connections: loadConnections,
        ...commands,
        applied,
        rejected: outcomes.rejected,
        appliedPerSec,
        // The server's CPU (all threads) per applied command over the load, warm-up included:
        // steady when other processes share the machine, unlike appliedPerSec.
        serverCpuMicrosPerCommand: cpuMicrosPer(cpuBefore, cpuAfter, applied + outcomes.rejected),
      },
      commandsBare: {
        ...bareLoad,
        documents: bareDocuments,
        insertsPerSec: bareLoad.requestsPerSec,
        serverCpuMicrosPerInsert: bareCpu,
      },
      commandsRawSqlite: raw,
      commandsRatio: {
        appliedPerSec: ratio(appliedPerSec, bareLoad.requestsPerSec),
        appliedPerSecToRawInserts: ratio(appliedPerSec, raw.insertsPerSec),
        p50: ratio(commands.p50Ms, bareLoad.p50Ms),
        p99: ratio(commands.p99Ms, bareLoad.p99Ms),
        serverCpuPerRequest: ratio(
          cpuMicrosPer(cpuBefore, cpuAfter, applied + outcomes.rejected) ?? 0,
          bareCpu ?? 0,
        ),
      },
      // The ratio no change above the store can pass: a whole bare request (HTTP included)
      // against the store's SQL alone for one command (4 documents, each with its change row).
      commandsSqlFloor: {
        ...sql,
        bareMicrosPerRequest: Number(bareMicros.toFixed(1)),
        ratioCeiling: ratio(bareMicros, sql.sqlMicrosPerCommand),
      },
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    work.remove();
  }
}

await main();
