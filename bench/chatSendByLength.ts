import { createTestApp } from '../functions/src/testing/testApp';
import { insertMany } from './harness/benchData';

/** Messages already in each thread a batch sends into (the thread is one document: spec §3). */
const lengths = [0, 50, 100, 200];
/** Threads per length: a batch adds one message to each, so a length drifts by one per round. */
const threadsPerLength = 200;
const batchSize = threadsPerLength;
const inFlight = 50;
const rounds = Number(process.env.BENCH_ROUNDS ?? 8);

const message = (m: number) => ({
  key: `k-${m}-0123456789abcdef`,
  from: 'u-admin',
  body: `Mensaje ${m}: ¿quedamos mañana a las 8 en la obra?`,
  at: '2026-11-26T15:00:00.000Z',
});

/**
 * Run by hand (not a `*.bench.ts`): the process CPU of one `chat.send` by the length of the
 * thread it goes into, against a `document.create`, in process (the real app on a seeded temp
 * DATA_DIR, no HTTP), batches of each kind interleaved round after round and the median taken,
 * so a machine busy with other work weighs on every kind alike. What a message costs beyond a
 * create grows with its thread (one document: read and copied, its row rewritten by SQLite):
 * `perMessageMicros` is that slope, `ratioAt` create ÷ chat.send at each length.
 */
async function main(): Promise<void> {
  const app = await createTestApp();
  try {
    for (const length of lengths)
      await insertMany(app.deps.store, 'demo', 'messages', threadsPerLength, (i) => ({
        id: `t${length}-${i}`,
        data: {
          participants: ['u-admin', `u-other-${i}`],
          names: {},
          msjArray: Array.from({ length }, (_, m) => message(m)),
          watchedArray: [],
          watchedBy: {},
          LastUpdate: '2026-11-26T00:00:00.000Z',
          unreadBy: [`u-other-${i}`],
        },
      }));
    const host = 'demo.localhost:8080';
    const cookie = await app.signIn(host, 'admin@demo.test');
    let n = 0;
    const send = (kind: string) => {
      const id = n++;
      const json =
        kind === 'create'
          ? {
              id: `by-length-${id}`,
              type: 'document.create',
              payload: { collection: 'proyectos', data: { Name: `Reforma ${id}`, Estado: 'Presupuesto' } },
            }
          : {
              id: `by-length-${id}`,
              type: 'chat.send',
              payload: { thread: `t${kind}-${id % threadsPerLength}`, body: `Mensaje ${id}: ¿a las 8?` },
            };
      return app.request(host, '/api/commands', { method: 'POST', json, headers: { cookie } });
    };
    const batch = async (kind: string): Promise<number> => {
      const before = process.cpuUsage();
      let left = batchSize;
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          while (left-- > 0) {
            const answer = await send(kind);
            if (answer.status !== 200) throw new Error(`${kind}: ${answer.status} ${await answer.text()}`);
          }
        }),
      );
      const used = process.cpuUsage(before);
      return (used.user + used.system) / batchSize;
    };
    const kinds = ['create', ...lengths.map(String)];
    for (const kind of kinds) await batch(kind);
    const samples = new Map<string, number[]>(kinds.map((kind) => [kind, []]));
    for (let r = 0; r < rounds; r++) for (const kind of kinds) samples.get(kind)?.push(await batch(kind));
    const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const create = median(samples.get('create') ?? []);
    const chat = lengths.map((length) => median(samples.get(String(length)) ?? []));
    const first = chat[0] ?? 0;
    const last = chat.at(-1) ?? 0;
    // Lengths as measured: one message more per thread after every batch (half the rounds, median).
    const drift = 1 + Math.floor(rounds / 2);
    const result = {
      chatSendByLength: {
        note: 'process CPU µs per command in process (no HTTP), median of interleaved batches',
        createMicros: Math.round(create),
        chatSendMicros: Object.fromEntries(
          lengths.map((length, i) => [length + drift, Math.round(chat[i] ?? 0)]),
        ),
        perMessageMicros: Number(((last - first) / ((lengths.at(-1) ?? 1) - (lengths[0] ?? 0))).toFixed(2)),
        ratioAt: Object.fromEntries(
          lengths.map((length, i) => [length + drift, Number((create / (chat[i] ?? 1)).toFixed(3))]),
        ),
        loadAvg: (await import('node:os')).loadavg().map((x) => Number(x.toFixed(2))),
      },
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await app.close();
  }
}

await main();
