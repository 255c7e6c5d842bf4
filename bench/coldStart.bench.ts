import { startColmena } from './harness/colmenaServer';
import { progress } from './harness/log';
import { makeTempDir } from './harness/tempDir';

const warmRuns = 3;

async function timeToHealthy(workDir: string, logName: string): Promise<number> {
  const server = await startColmena(workDir, logName);
  try {
    return await server.waitForOk('/healthz', { timeoutMs: 60_000 });
  } finally {
    await server.stop();
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return value ?? 0;
}

const round = (ms: number) => Math.round(ms);

/**
 * Spawn → first 200 of GET /healthz: once on an empty DATA_DIR (schema + demo seeding
 * included), then on the same, already seeded DATA_DIR (median of a few starts).
 */
async function main(): Promise<void> {
  const work = makeTempDir('colmena-bench-cold');
  try {
    progress('cold start with an empty DATA_DIR (seeding)…');
    const freshDataMs = await timeToHealthy(work.path, 'fresh');
    const seededSamples: number[] = [];
    for (let run = 1; run <= warmRuns; run += 1) {
      progress(`cold start with seeded DATA_DIR ${run}/${warmRuns}…`);
      seededSamples.push(await timeToHealthy(work.path, `seeded-${run}`));
    }
    const result = {
      coldStartMs: {
        freshData: round(freshDataMs),
        seededData: round(median(seededSamples)),
        seededDataSamples: seededSamples.map(round),
      },
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    work.remove();
  }
}

await main();
