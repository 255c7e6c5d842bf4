import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createHistogram, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadDurationSeconds, tenantHost } from './harness/benchConfig';
import { addCollection, prepareDataDir } from './harness/benchData';
import { dataDirIn } from './harness/colmenaServer';
import { freePort } from './harness/freePort';
import { httpPostJson, signInCookie } from './harness/httpPost';
import { progress } from './harness/log';
import { repoRoot, serverScript } from './harness/paths';
import { spawnNodeServer } from './harness/spawnServer';
import { openSseReader, type SseMessage, type SseReader } from './harness/sseReader';
import { makeTempDir } from './harness/tempDir';

const collection = 'benchlive';
const streams = 10;
const subsPerStream = 100;
const subscriptions = streams * subsPerStream;
/** Commits per second during the measured run. */
const commitRate = 100;

const round = (value: number) => Number(value.toFixed(3));
const topicOf = (n: number) => `t-${n % subscriptions}`;

/**
 * 1,000 live subscriptions (10 SSE streams × 100), each on its own topic of one collection,
 * then `document.create` commands at a steady rate, each seen by one subscription: the time
 * from sending the command to its `changes` event (an upper bound of commit-to-event). Each
 * stream is one `POST /api/live` carrying its 100 subscriptions; when the server ends one at
 * its lifetime (`reopen`), the next opens at once with the cursors held, as the web client does.
 */
async function main(): Promise<void> {
  const work = makeTempDir('colmena-bench-live');
  const readers: SseReader[] = [];
  try {
    const dataDir = dataDirIn(work.path);
    await prepareDataDir(dataDir, (store) =>
      addCollection(store, 'demo', {
        key: collection,
        name: 'Bench live',
        mainCollection: collection,
        lvlView: 0,
      }),
    );
    const server = spawnNodeServer({
      script: serverScript,
      port: await freePort(),
      cwd: repoRoot,
      env: { DATA_DIR: dataDir, NODE_ENV: 'production' },
      logFile: join(work.path, 'colmena.log'),
    });
    try {
      await server.waitForOk('/healthz', { timeoutMs: 60_000 });
      const host = `${tenantHost}:${server.port}`;
      const cookie = await signInCookie(server.baseUrl, host, 'admin@demo.test', 'Colmena2026');

      const sent = new Map<string, number>();
      const latencies = createHistogram();
      const commandLatencies = createHistogram();
      let events = 0;
      let snapshots = 0;
      const onMessage = (message: SseMessage) => {
        if (message.event !== 'changes') return;
        const now = performance.now();
        const { changes } = JSON.parse(message.data) as { changes: { doc: { marker?: string } }[] };
        for (const { doc } of changes) {
          const at = doc.marker ? sent.get(doc.marker) : undefined;
          if (at === undefined) continue;
          sent.delete(doc.marker ?? '');
          events += 1;
          latencies.record(Math.max(1, Math.round((now - at) * 1000)));
        }
      };

      progress(`opening ${streams} streams × ${subsPerStream} subscriptions…`);
      let reopened = 0;
      /** One stream of 100 subscriptions, followed across its lifetimes from the cursors it got. */
      const follow = async (s: number) => {
        const cursors = new Map<string, string>();
        const subs = () =>
          Array.from({ length: subsPerStream }, (_, j) => {
            const id = `s${j}`;
            const query = { collection, where: [['topic', '==', topicOf(s * subsPerStream + j)]] };
            const cursor = cursors.get(id);
            return cursor ? { id, query, cursor } : { id, query };
          });
        const open = async (): Promise<void> => {
          const reader = await openSseReader(
            `${server.baseUrl}/api/live`,
            { host, cookie },
            (message) => {
              if (message.event === 'reopen') {
                reopened += 1;
                const fresher = (JSON.parse(message.data) as { cursors?: Record<string, string> }).cursors;
                for (const [sub, cursor] of Object.entries(fresher ?? {})) cursors.set(sub, cursor);
                void open();
                return;
              }
              if (message.event === 'snapshot' || message.event === 'changes') {
                const { sub, cursor } = JSON.parse(message.data) as { sub: string; cursor: string };
                if (message.event === 'snapshot' && !cursors.has(sub)) snapshots += 1;
                cursors.set(sub, cursor);
              }
              onMessage(message);
            },
            { subs: subs() },
          );
          if (reader.status !== 200) throw new Error(`POST /api/live answered ${reader.status}`);
          readers.push(reader);
        };
        await open();
      };
      for (let s = 0; s < streams; s += 1) await follow(s);
      // Each subscription's snapshot follows its stream's `ready`.
      const snapshotDeadline = performance.now() + 5000;
      while (snapshots < subscriptions && performance.now() < snapshotDeadline) await sleep(10);
      if (snapshots !== subscriptions)
        throw new Error(`${snapshots} snapshots for ${subscriptions} subscriptions`);

      /** Measured commits go in `sent`; warm-up ones (JIT, caches) are not timed. */
      const commit = async (n: number, measured: boolean) => {
        const marker = randomUUID();
        const at = performance.now();
        if (measured) sent.set(marker, at);
        const data = { topic: topicOf(n), marker };
        const command = { id: marker, type: 'document.create', payload: { collection, data } };
        const res = await httpPostJson(`${server.baseUrl}/api/commands`, host, command, { cookie });
        if (measured) commandLatencies.record(Math.max(1, Math.round((performance.now() - at) * 1000)));
        if (res.status !== 200 || !res.body.includes('"applied"'))
          throw new Error(`command: ${res.status} ${res.body}`);
      };
      const commitSteadily = async (count: number, measured: boolean) => {
        const started = performance.now();
        const inflight: Promise<void>[] = [];
        for (let n = 0; n < count; n += 1) {
          const wait = started + (n * 1000) / commitRate - performance.now();
          if (wait > 0) await sleep(wait);
          inflight.push(commit(n, measured));
        }
        await Promise.all(inflight);
      };
      const durationSeconds = loadDurationSeconds();
      const total = commitRate * durationSeconds;
      progress(`${commitRate} commits/s: 1 s warm-up, then ${durationSeconds} s measured…`);
      await commitSteadily(commitRate, false);
      await commitSteadily(total, true);
      const deadline = performance.now() + 5000;
      while (sent.size > 0 && performance.now() < deadline) await sleep(10);

      const result = {
        live: {
          subscriptions,
          streams,
          reopened,
          commitsPerSec: commitRate,
          commits: total,
          events,
          missing: sent.size,
          sendToEventMs: {
            p50: round(latencies.percentile(50) / 1000),
            p99: round(latencies.percentile(99) / 1000),
            max: round(latencies.max / 1000),
          },
          commandAnsweredMs: {
            p50: round(commandLatencies.percentile(50) / 1000),
            p99: round(commandLatencies.percentile(99) / 1000),
          },
          targets: { p99Ms: 50 },
        },
      };
      process.stdout.write(`${JSON.stringify(result)}\n`);
    } finally {
      for (const reader of readers) reader.close();
      await server.stop();
    }
  } finally {
    work.remove();
  }
}

await main();
