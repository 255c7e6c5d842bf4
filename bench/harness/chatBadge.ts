import { join } from 'node:path';
import { createHistogram, performance } from 'node:perf_hooks';
import { countUnreadThreads as countUnreadInStore } from '../../functions/src/features/accounts/countUnreadThreads';
import { openEmbedded } from '../../functions/src/platform/embedded';
import { countUnreadThreads, createUnreadCounter } from '../../shared/src/chat/unread';
import { unreadByOf } from '../../shared/src/chat/unreadBy';
import { insertMany } from './benchData';
import { repoRoot } from './paths';

/** One user's threads and messages (chat.bench's badge measure). */
const badgeThreads = 1000;
const messagesPerThread = 100;

const ms = (micros: number) => Number((micros / 1000).toFixed(3));

/** The badge: 1,000 threads of 100 messages, 9 in 10 read to the end, the rest with the last message unread. */
function badgeThreadDocs(): Record<string, unknown>[] {
  return Array.from({ length: badgeThreads }, (_, t) => {
    const msjArray = Array.from({ length: messagesPerThread }, (_, m) => ({
      key: `k-${t}-${m}`,
      from: m % 2 === 0 ? 'u-me' : `u-other-${t}`,
      body: `Mensaje ${m} del hilo ${t}: ¿a qué hora quedamos en la obra?`,
      at: new Date(Date.UTC(2026, 10, 1, 0, t, m)).toISOString(),
    }));
    const readUpTo = t % 10 === 0 ? messagesPerThread - 1 : messagesPerThread;
    const seen = msjArray
      .slice(0, readUpTo)
      .filter((m) => m.from !== 'u-me')
      .map((m) => m.key);
    return {
      FireId: `b-${t}`,
      participants: ['u-me', `u-other-${t}`],
      msjArray,
      watchedArray: [],
      watchedBy: { 'u-me': seen },
    };
  });
}

/** The unread badge measured three ways: in memory, recounted live after one change, and from the store. */
export async function badgeBench(work: string) {
  const threads = badgeThreadDocs();
  const times = createHistogram();
  let unread = 0;
  for (let i = 0; i < 5; i += 1) countUnreadThreads(threads, 'u-me');
  for (let i = 0; i < 50; i += 1) {
    const at = performance.now();
    unread = countUnreadThreads(threads, 'u-me');
    times.record(Math.max(1, Math.round((performance.now() - at) * 1000)));
  }
  // What the icon bar does on each change of its subscription: one thread is a new object.
  const live = createUnreadCounter('u-me');
  live(threads);
  const recount = createHistogram();
  const current = [...threads];
  for (let i = 0; i < 200; i += 1) {
    const t = (i * 37) % current.length;
    const before = current[t] as { msjArray: unknown[] };
    current[t] = {
      ...before,
      msjArray: [...before.msjArray, { key: `new-${i}`, from: `u-other-${t}`, body: 'Nuevo' }],
    };
    const at = performance.now();
    live(current);
    recount.record(Math.max(1, Math.round((performance.now() - at) * 1000)));
  }
  // The session's first figure, as the server answers it (SQLite, in process): one indexed
  // count over unreadBy, stored as the chat commands (and the seed) keep it.
  const platform = openEmbedded(join(work, 'badge'), {
    baseDomain: 'localhost',
    webDist: join(repoRoot, 'web', 'dist'),
  });
  const withQuery = createHistogram();
  try {
    await insertMany(platform.deps.store, 'demo', 'messages', threads.length, (i) => {
      const { FireId, ...data } = threads[i] as { FireId: string };
      return { id: FireId, data: { ...data, unreadBy: unreadByOf(data) } };
    });
    for (let i = 0; i < 10; i += 1) {
      const at = performance.now();
      const counted = await countUnreadInStore(platform.deps.store, 'demo', 'u-me');
      withQuery.record(Math.max(1, Math.round((performance.now() - at) * 1000)));
      if (counted !== unread)
        throw new Error(`store counted ${counted} unread threads, the threads say ${unread}`);
    }
  } finally {
    await platform.close();
  }
  return {
    threads: badgeThreads,
    messages: badgeThreads * messagesPerThread,
    unreadThreads: unread,
    fullCountMs: { p50: ms(times.percentile(50)), p99: ms(times.percentile(99)), max: ms(times.max) },
    liveRecountAfterOneChangeMs: {
      p50: ms(recount.percentile(50)),
      p99: ms(recount.percentile(99)),
      max: ms(recount.max),
    },
    storeQueryAndCountMs: { p50: ms(withQuery.percentile(50)), max: ms(withQuery.max) },
    targets: { ms: 20 },
  };
}
