import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHistogram, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { openEmbedded } from '../functions/src/platform/embedded';
import { seedDemoData } from '../functions/src/platform/seed/seedDemoData';
import { type AlternatedLoad, alternatingLoads } from './harness/alternatingLoads';
import { loadConnections, loadDurationSeconds, tenantHost } from './harness/benchConfig';
import { insertMany } from './harness/benchData';
import { badgeBench } from './harness/chatBadge';
import { chatSendBody, projectCreateBody } from './harness/chatLoadBodies';
import { dataDirIn } from './harness/colmenaServer';
import { runCommandLoad } from './harness/commandLoad';
import { freePort } from './harness/freePort';
import { httpPostJson, signInCookie } from './harness/httpPost';
import { progress } from './harness/log';
import { repoRoot, serverScript } from './harness/paths';
import { processCpuMicros } from './harness/processCpu';
import { spawnNodeServer } from './harness/spawnServer';
import { openSseReader, type SseReader } from './harness/sseReader';
import { makeTempDir } from './harness/tempDir';

/** One thread of this many members (the admin and 999 contacts with accounts), each on their own stream. */
const members = 1000;
/** Threads the chat.send load spreads over (50 people writing in 50 conversations). */
const loadThreads = 50;
/** Messages per second into the big thread while every member's stream is timed. */
const fanOutRate = 2;

const round = (value: number, digits = 3) => Number(value.toFixed(digits));
const ms = (micros: number) => round(micros / 1000);
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);
const memberUid = (k: number) => `u-bm-${String(k).padStart(4, '0')}`;
const memberContact = (k: number) => `c-bm-${String(k).padStart(4, '0')}`;

/** Demo seed, 999 member accounts with contacts and sessions, the load's 50 threads. */
async function prepare(dataDir: string): Promise<{ tokens: string[] }> {
  const platform = openEmbedded(dataDir, { baseDomain: 'localhost', webDist: join(repoRoot, 'web', 'dist') });
  try {
    const { accounts, store } = platform.deps;
    await seedDemoData({ ...platform.deps, marker: platform.marker }, join(repoRoot, 'emulator-data'));
    progress(`creating ${members - 1} accounts (scrypt)…`);
    const others = Array.from({ length: members - 1 }, (_, i) => i + 1);
    for (let i = 0; i < others.length; i += 16) {
      await Promise.all(
        others.slice(i, i + 16).map((k) =>
          accounts.create('demo', {
            uid: memberUid(k),
            email: `bm${k}@demo.test`,
            password: 'Colmena2026',
            lvl: 0,
          }),
        ),
      );
    }
    await insertMany(store, 'demo', 'agenda', others.length, (i) => ({
      id: memberContact(i + 1),
      data: {
        Name: 'Miembro',
        Surname: String(i + 1),
        Rol: 'Empleado',
        LoginID: memberUid(i + 1),
        email: `bm${i + 1}@demo.test`,
      },
    }));
    const tokens: string[] = [];
    for (const k of others) tokens.push((await accounts.createSession('demo', memberUid(k))).token);
    // `load-*` take the measured sends, `warm-*` the warm-up's (BENCH_CHAT_WARM_SECONDS).
    await insertMany(store, 'demo', 'messages', 2 * loadThreads, (i) => ({
      id: i < loadThreads ? `load-${i}` : `warm-${i - loadThreads}`,
      data: {
        participants: ['u-admin', memberUid((i % loadThreads) + 1)],
        names: {},
        msjArray: [],
        watchedArray: [],
        watchedBy: {},
        LastUpdate: '2026-11-26T00:00:00.000Z',
      },
    }));
    return { tokens };
  } finally {
    await platform.close();
  }
}

async function main(): Promise<void> {
  const work = makeTempDir('colmena-bench-chat');
  const readers: SseReader[] = [];
  const loadBefore = loadAverage();
  try {
    progress('badge: 1,000 threads, 100,000 messages…');
    const badge = await badgeBench(work.path);
    const dataDir = dataDirIn(work.path);
    const { tokens } = await prepare(dataDir);
    const server = spawnNodeServer({
      script: serverScript,
      port: await freePort(),
      cwd: repoRoot,
      env: { DATA_DIR: dataDir, NODE_ENV: 'production' },
      logFile: join(work.path, 'colmena.log'),
      // BENCH_CHAT_CPU_PROF=<dir>: the server's CPU profile, to see where a message's time goes.
      ...(process.env.BENCH_CHAT_CPU_PROF
        ? { execArgv: ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CHAT_CPU_PROF}`] }
        : {}),
    });
    try {
      await server.waitForOk('/healthz', { timeoutMs: 60_000 });
      const host = `${tenantHost}:${server.port}`;
      const admin = await signInCookie(server.baseUrl, host, 'admin@demo.test', 'Colmena2026');
      let n = 0;
      const command = async (type: string, payload: unknown) => {
        const res = await httpPostJson(
          `${server.baseUrl}/api/commands`,
          host,
          { id: `bench-chat-${++n}`, type, payload },
          { cookie: admin },
        );
        if (res.status !== 200 || !res.body.includes('"applied"'))
          throw new Error(`${type}: ${res.status} ${res.body.slice(0, 300)}`);
        return JSON.parse(res.body) as { result: Record<string, unknown> };
      };
      const contacts = Array.from({ length: members - 1 }, (_, i) => memberContact(i + 1));
      const started = await command('chat.start', { contacts });
      const thread = started.result.thread as string;

      // Every member's own stream, subscribed to their threads (spec §7).
      const cookies = [admin, ...tokens.map((token) => `__session=${token}`)];
      const uids = ['u-admin', ...contacts.map((_, i) => memberUid(i + 1))];
      const waiting = new Map<string, { at: number; left: number }>();
      const delivery = createHistogram();
      let snapshots = 0;
      let deliveries = 0;
      let stopped = false;
      progress(`opening ${members} member streams…`);
      // Each member's stream is followed as the web client does: at its lifetime (`reopen`) or
      // when the connection is cut (a client too slow is dropped), the next stream opens at once
      // with the cursor held, and resumes from it.
      let reopened = 0;
      let cut = 0;
      let ended = 0;
      let measuring = false;
      const follow = async (uid: string, cookie: string) => {
        const counted = new Set<string>();
        let cursor: string | null = null;
        const open = async (): Promise<void> => {
          let next = false;
          const reopen = () => {
            if (next || stopped) return;
            next = true;
            open().catch((error: unknown) =>
              progress(`live stream of ${uid} not reopened: ${String(error)}`),
            );
          };
          const query = { collection: 'messages', where: [['participants', 'array-contains', uid]] };
          const reader = await openSseReader(
            `${server.baseUrl}/api/live`,
            { host, cookie },
            (message) => {
              if (message.event === 'reopen') {
                if (measuring) reopened += 1;
                const fresher = (JSON.parse(message.data) as { cursors?: Record<string, string> }).cursors;
                cursor = fresher?.mine ?? cursor;
                reopen();
                return;
              }
              if (message.event === 'end') {
                ended += 1;
                next = true;
                return;
              }
              if (message.event !== 'snapshot' && message.event !== 'changes') return;
              const now = performance.now();
              if (message.event === 'snapshot' && cursor === null) snapshots += 1;
              // The cursor closes the frame: no JSON parse of the bench's own on the clock.
              const at = message.data.lastIndexOf('"cursor":"');
              cursor = message.data.slice(at + 10, message.data.indexOf('"', at + 10));
              // The key names the message; a string search keeps the bench's own CPU off the clock.
              for (const [key, pending] of waiting) {
                // A snapshot after a reconnect carries earlier messages too: each counts once per stream.
                if (counted.has(key) || !message.data.includes(key)) continue;
                counted.add(key);
                delivery.record(Math.max(1, Math.round((now - pending.at) * 1000)));
                deliveries += 1;
                pending.left -= 1;
                if (pending.left === 0) waiting.delete(key);
              }
            },
            { subs: [cursor === null ? { id: 'mine', query } : { id: 'mine', query, cursor }] },
            () => {
              if (!next && !stopped) {
                if (measuring) cut += 1;
                reopen();
              }
            },
          );
          if (reader.status !== 200) throw new Error(`live stream of ${uid}: ${reader.status}`);
          readers.push(reader);
        };
        await open();
      };
      for (let i = 0; i < members; i += 50) {
        await Promise.all(cookies.slice(i, i + 50).map((cookie, j) => follow(uids[i + j] as string, cookie)));
      }
      const snapshotDeadline = performance.now() + 30_000;
      while (snapshots < members && performance.now() < snapshotDeadline) await sleep(20);
      if (snapshots < members) throw new Error(`${snapshots} snapshots for ${members} streams`);

      const durationSeconds = loadDurationSeconds();
      const messages = fanOutRate * durationSeconds;
      const answered = createHistogram();
      progress(`${fanOutRate} messages/s into the ${members}-member thread for ${durationSeconds} s…`);
      // Warm-up, then timed messages: each is known by its unique text, the clock starts at the send.
      for (let i = 0; i < 3; i += 1)
        await command('chat.send', { thread, body: `Aviso ${i} para todo el equipo` });
      await sleep(500);
      delivery.reset();
      deliveries = 0;
      measuring = true;
      const tracked: Promise<void>[] = [];
      const began = performance.now();
      for (let i = 0; i < messages; i += 1) {
        const wait = began + (i * 1000) / fanOutRate - performance.now();
        if (wait > 0) await sleep(wait);
        const at = performance.now();
        // Register before the answer can race the stream: the body text is unique per message.
        const marker = `Aviso ${1000 + i} para todo el equipo`;
        waiting.set(marker, { at, left: members });
        tracked.push(
          command('chat.send', { thread, body: marker }).then(() => {
            answered.record(Math.max(1, Math.round((performance.now() - at) * 1000)));
          }),
        );
      }
      await Promise.all(tracked);
      const drainDeadline = performance.now() + 10_000;
      while (waiting.size > 0 && performance.now() < drainDeadline) await sleep(20);
      const missing = [...waiting.values()].reduce((sum, p) => sum + p.left, 0);
      measuring = false;
      stopped = true;
      for (const reader of readers) reader.close();
      readers.length = 0;
      // The store keeps a closed stream's views current for 10 s (a reconnecting tab finds them):
      // the load starts once they are gone, as for document.create after it.
      await sleep(11_000);

      // Each kind runs unmeasured first (BENCH_CHAT_WARM_SECONDS, default 5; the sends into threads
      // of their own), so neither load is the server's first: cold, the first one (chat.send) read
      // 0.64-0.74 by requests/s where warmed runs read 0.90-1.05, with the same CPU per send
      // (bench/CONTEXT.md); serverCpuMicrosPerRequest is the figure the order does not move.
      const warmSeconds = Number(process.env.BENCH_CHAT_WARM_SECONDS ?? 5);
      if (warmSeconds > 0) {
        progress(`warm-up: ${warmSeconds} s of each kind…`);
        const warm = (body: (i: number) => unknown) =>
          runCommandLoad({
            url: `${server.baseUrl}/api/commands`,
            host,
            headers: { cookie: admin },
            body,
            connections: loadConnections,
            durationSeconds: warmSeconds,
            warmupSeconds: 0,
          });
        await warm(chatSendBody('warm', loadThreads));
        await warm(projectCreateBody('warm'));
      }
      // Alternating rounds (harness/alternatingLoads.ts): both kinds bear the same moments of a
      // machine shared with other work, and each its share of the other's checkpoints.
      const rounds = Math.max(1, Number(process.env.BENCH_CHAT_ROUNDS ?? 5));
      const secondsPerRound = Math.max(1, durationSeconds / rounds);
      progress(
        `chat.send and document.create at ${loadConnections} connections, ${rounds} alternating rounds of ${secondsPerRound} s…`,
      );
      // One numbering per kind across its rounds: every request is a new command (a repeated id
      // would be answered from its record, not applied).
      const kindLoad = (body: (i: number) => unknown) => {
        let next = 0;
        return (seconds: number) =>
          runCommandLoad({
            url: `${server.baseUrl}/api/commands`,
            host,
            headers: { cookie: admin },
            body: () => body(next++),
            connections: loadConnections,
            durationSeconds: seconds,
            warmupSeconds: 0,
          });
      };
      const sendBody = chatSendBody('load', loadThreads);
      const createBody = projectCreateBody('load');
      const loads = await alternatingLoads(
        [
          { name: 'chatSend', run: kindLoad(sendBody) },
          { name: 'documentCreate', run: kindLoad(createBody) },
        ],
        rounds,
        secondsPerRound,
        () => processCpuMicros(server.pid),
      );
      const sends = loads.chatSend as AlternatedLoad;
      const creates = loads.documentCreate as AlternatedLoad;
      const chatSend = sends.load;
      const documentCreate = creates.load;
      // The server's CPU per request (/proc, all its threads): steadier than requests/s.
      const cpuPerRequest = [sends.cpuMicrosPerRequest, creates.cpuMicrosPerRequest];
      await server.stop();

      // What was applied, read back from the stopped server's data.
      const platform = openEmbedded(dataDir, {
        baseDomain: 'localhost',
        webDist: join(repoRoot, 'web', 'dist'),
      });
      let applied = { chatSend: 0, documentCreate: 0 };
      let loadMessages = 0;
      try {
        const { store } = platform.deps;
        const count = (type: string) =>
          store.count('demo', { collection: 'commands', where: [['type', '==', type]] });
        applied = { chatSend: await count('chat.send'), documentCreate: await count('document.create') };
        for (let i = 0; i < loadThreads; i += 1) {
          const stored = await store.get('demo', 'messages', `load-${i}`);
          loadMessages += Array.isArray(stored?.msjArray) ? stored.msjArray.length : 0;
        }
      } finally {
        await platform.close();
      }

      const result = {
        chat: {
          machineLoadAvg: { before: loadBefore, after: loadAverage() },
          fanOut: {
            members,
            messagesPerSec: fanOutRate,
            messages,
            deliveries,
            expectedDeliveries: messages * members,
            missing,
            // While measured: streams that reached their lifetime and were followed, connections
            // cut by the server (a slow client dropped) and resumed, streams ended for good.
            streams: { reopened, cut, ended },
            sendToDeliveryMs: {
              p50: ms(delivery.percentile(50)),
              p99: ms(delivery.percentile(99)),
              max: ms(delivery.max),
            },
            sendAnsweredMs: { p50: ms(answered.percentile(50)), p99: ms(answered.percentile(99)) },
            targets: { p99Ms: 100 },
          },
          throughput: {
            connections: loadConnections,
            chatSend,
            documentCreate,
            recordedCommands: applied,
            // A send's cost grows with its thread (one document): how long the load's threads got.
            messagesPerThreadAtEnd: Math.round(loadMessages / loadThreads),
            ratio: round(chatSend.requestsPerSec / documentCreate.requestsPerSec),
            // µs of server CPU per request: chat.send, document.create, and create ÷ send.
            serverCpuMicrosPerRequest: cpuPerRequest,
            cpuRatio: round((cpuPerRequest[1] ?? 0) / (cpuPerRequest[0] || 1)),
            rounds: { chatSend: sends.rounds, documentCreate: creates.rounds },
            targets: { ratio: 0.8 },
          },
          badge,
        },
      };
      process.stdout.write(`${JSON.stringify(result)}\n`);
    } finally {
      for (const reader of readers) reader.close();
      await server.stop().catch(() => undefined);
    }
  } finally {
    work.remove();
  }
}

await main();
