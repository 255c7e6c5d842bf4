import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConnections, loadDurationSeconds, tenantHost } from './harness/benchConfig';
import { startColmena } from './harness/colmenaServer';
import { freePort } from './harness/freePort';
import { httpGet } from './harness/httpGet';
import { type LoadResult, runLoad } from './harness/load';
import { progress } from './harness/log';
import { bareServerScript } from './harness/paths';
import { type RunningServer, spawnNodeServer } from './harness/spawnServer';
import { makeTempDir } from './harness/tempDir';

const path = '/api/company';

async function load(server: RunningServer, host: string): Promise<LoadResult> {
  const durationSeconds = loadDurationSeconds();
  return runLoad({
    url: `${server.baseUrl}${path}`,
    host,
    connections: loadConnections,
    durationSeconds,
    warmupSeconds: Math.min(1, durationSeconds / 2),
  });
}

const ratio = (a: number, b: number) => (b > 0 ? Number((a / b).toFixed(3)) : null);

/**
 * GET /api/company for tenant demo under load, then a bare node:http server answering the
 * very same bytes under the same load: the ratio is what Colmena's stack costs per request.
 */
async function main(): Promise<void> {
  const work = makeTempDir('colmena-bench-company');
  try {
    const colmena = await startColmena(work.path, 'colmena');
    const host = `${tenantHost}:${colmena.port}`;
    let company: LoadResult;
    let sample: Awaited<ReturnType<typeof httpGet>>;
    try {
      await colmena.waitForOk('/healthz', { timeoutMs: 60_000 });
      sample = await httpGet(`${colmena.baseUrl}${path}`, host);
      if (sample.status !== 200) {
        throw new Error(`GET ${path} with Host ${host} answered ${sample.status}: ${sample.body}`);
      }
      progress(`colmena ${path}: ${loadConnections} connections × ${loadDurationSeconds()} s…`);
      company = await load(colmena, host);
    } finally {
      await colmena.stop();
    }

    const bodyFile = join(work.path, 'company.json');
    writeFileSync(bodyFile, sample.body);
    const bare = spawnNodeServer({
      script: bareServerScript,
      port: await freePort(),
      env: { BARE_BODY_FILE: bodyFile, BARE_CONTENT_TYPE: sample.contentType },
      logFile: join(work.path, 'bare.log'),
    });
    let bareNode: LoadResult;
    try {
      await bare.waitForOk(path);
      progress(`bare node:http, same ${sample.body.length} bytes: ${loadConnections} connections…`);
      bareNode = await load(bare, host);
    } finally {
      await bare.stop();
    }

    const result = {
      company: { host, path, connections: loadConnections, bodyBytes: sample.body.length, ...company },
      bareNode,
      ratio: {
        requestsPerSec: ratio(company.requestsPerSec, bareNode.requestsPerSec),
        latencyAvg: ratio(company.latencyAvgMs, bareNode.latencyAvgMs),
        p50: ratio(company.p50Ms, bareNode.p50Ms),
        p99: ratio(company.p99Ms, bareNode.p99Ms),
      },
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    work.remove();
  }
}

await main();
