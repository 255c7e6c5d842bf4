import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConnections, loadDurationSeconds, tenantHost } from './harness/benchConfig';
import { addCollection, insertMany, prepareDataDir } from './harness/benchData';
import { dataDirIn } from './harness/colmenaServer';
import { freePort } from './harness/freePort';
import { httpPostJson, signInCookie } from './harness/httpPost';
import { runJsonPostLoad } from './harness/jsonPostLoad';
import type { LoadResult } from './harness/load';
import { progress } from './harness/log';
import { repoRoot, serverScript } from './harness/paths';
import { spawnNodeServer } from './harness/spawnServer';
import { makeTempDir } from './harness/tempDir';

const tenant = 'demo';
const collection = 'benchjournals';
const documents = 100_000;
const projects = 100;
const rows = 50;
/** One filter and a sort: the newest-first page of one project's journals, as a list view asks. */
const body = {
  collection,
  where: [['ProjectId', '==', 'bench-p-042']],
  orderBy: ['CreatedAt', 'desc'],
  limit: rows,
};
const indexes = {
  indexes: [
    {
      collectionGroup: collection,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'ProjectId', order: 'ASCENDING' },
        { fieldPath: 'CreatedAt', order: 'DESCENDING' },
      ],
    },
  ],
  fieldOverrides: [],
};

const start = Date.UTC(2020, 0, 1);
function journal(i: number) {
  return {
    id: `bj-${String(i).padStart(6, '0')}`,
    data: {
      ProjectId: `bench-p-${String(i % projects).padStart(3, '0')}`,
      CreatedAt: new Date(start + i * 60_000).toISOString(),
      Name: `Parte de trabajo ${i}`,
      Notas: 'Revisión de la instalación y retirada de escombros; el cliente firma la hoja de visita.',
      Horas: (i % 8) + 1,
    },
  };
}

/** The same page from harness/bareQueryServer.mjs, over the same journals, under the same load. */
async function bareFloor(dir: string, load: (baseUrl: string) => Promise<LoadResult>): Promise<LoadResult> {
  const bareDir = join(dir, 'bare');
  mkdirSync(bareDir, { recursive: true });
  const dataFile = join(bareDir, 'journals.jsonl');
  writeFileSync(dataFile, Array.from({ length: documents }, (_, i) => JSON.stringify(journal(i))).join('\n'));
  const bare = spawnNodeServer({
    script: join(repoRoot, 'bench', 'harness', 'bareQueryServer.mjs'),
    port: await freePort(),
    env: { DATA_DIR: bareDir, DATA_FILE: dataFile },
    logFile: join(dir, 'bare-query.log'),
  });
  try {
    await bare.waitForOk('/', { timeoutMs: 60_000 });
    return await load(bare.baseUrl);
  } finally {
    await bare.stop();
  }
}

/**
 * POST /api/query on a 100,000-document collection: 50 rows with one filter and a sort, as a
 * signed-in employee (policy, session and company lookups included), at 50 connections and at 1.
 */
async function main(): Promise<void> {
  const work = makeTempDir('colmena-bench-query');
  try {
    const dataDir = dataDirIn(work.path);
    const indexesFile = join(work.path, 'indexes.json');
    writeFileSync(indexesFile, JSON.stringify(indexes));
    progress(`seeding ${documents} documents into ${collection}…`);
    await prepareDataDir(dataDir, async (store) => {
      await addCollection(store, tenant, {
        key: collection,
        name: 'Bench journals',
        mainCollection: collection,
        lvlView: 0,
      });
      await insertMany(store, tenant, collection, documents, journal);
    });

    const server = spawnNodeServer({
      script: serverScript,
      port: await freePort(),
      cwd: repoRoot,
      env: { DATA_DIR: dataDir, NODE_ENV: 'production', INDEXES_FILE: indexesFile },
      logFile: join(work.path, 'colmena.log'),
    });
    try {
      await server.waitForOk('/healthz', { timeoutMs: 120_000 });
      const host = `${tenantHost}:${server.port}`;
      const cookie = await signInCookie(server.baseUrl, host, 'employee@demo.test', 'Colmena2026');
      const url = `${server.baseUrl}/api/query`;
      const sample = await httpPostJson(url, host, body, { cookie });
      const docs = sample.status === 200 ? (JSON.parse(sample.body) as { docs: unknown[] }).docs : [];
      if (docs.length !== rows)
        throw new Error(`POST /api/query answered ${sample.status}: ${sample.body.slice(0, 300)}`);

      const durationSeconds = loadDurationSeconds();
      const load = (connections: number): Promise<LoadResult> =>
        runJsonPostLoad({
          url,
          host,
          headers: { cookie },
          body,
          connections,
          durationSeconds,
          warmupSeconds: Math.min(1, durationSeconds / 2),
        });
      progress(`POST /api/query: ${loadConnections} connections × ${durationSeconds} s…`);
      const atLoad = await load(loadConnections);
      progress(`POST /api/query: 1 connection × ${durationSeconds} s…`);
      const atOne = await load(1);
      await server.stop();

      progress(`bare node:http + better-sqlite3, the same page: ${loadConnections} connections…`);
      const floor = await bareFloor(work.path, (baseUrl) =>
        runJsonPostLoad({
          url: `${baseUrl}/api/query`,
          host,
          body,
          connections: loadConnections,
          durationSeconds,
          warmupSeconds: Math.min(1, durationSeconds / 2),
        }),
      );
      const result = {
        query: {
          path: '/api/query',
          body,
          documents,
          rows,
          [`connections${loadConnections}`]: atLoad,
          connections1: atOne,
          targets: { requestsPerSecAt50: 1300, p99MsAt50: 60, p99MsAt1: 5, ratioToFloorAt50: 0.5 },
        },
        queryBare: floor,
        queryRatio: {
          requestsPerSec: Number((atLoad.requestsPerSec / floor.requestsPerSec).toFixed(3)),
          p50: Number((atLoad.p50Ms / floor.p50Ms).toFixed(3)),
          p99: Number((atLoad.p99Ms / floor.p99Ms).toFixed(3)),
        },
      };
      process.stdout.write(`${JSON.stringify(result)}\n`);
    } finally {
      await server.stop();
    }
  } finally {
    work.remove();
  }
}

await main();
