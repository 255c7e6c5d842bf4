import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Where the time of a request goes, by part of the pipeline. A sample counts for the first
 * part met walking its stack from the leaf towards the root, so JSON parsed by a store read
 * counts as the read and the store's native SQLite time counts as the write that called it.
 */
export const commandParts: [part: string, matches: (frame: CallFrame) => boolean][] = [
  ['gc', (f) => f.functionName === '(garbage collector)'],
  ['idle', (f) => f.functionName === '(idle)' || f.functionName === '(program)'],
  [
    'liveFanOut',
    (f) => /platform\/live\/|sqlite\/watchHub|sqlite\/watchWindow|sqlite\/resumeLog/.test(f.url),
  ],
  [
    'validation',
    (f) => /node_modules\/zod\/|validateDocument|schemas\/documentData|commands\/envelope/.test(f.url),
  ],
  ['policy', (f) => /shared\/src\/policy\/|commands\/checkWrites|commands\/commandContext/.test(f.url)],
  ['journalCounts', (f) => /commands\/journalCounts/.test(f.url)],
  ['writes', (f) => /sqlite\/(applyWrite|writeAll|groupCommit|checkpointer)|store\/deepMerge/.test(f.url)],
  [
    'reads',
    (f) =>
      /sqlite\/(SqliteStore|compileQuery|compileWhere|fieldSql|expressionIndexes|mutex)|commands\/Staging/.test(
        f.url,
      ),
  ],
  [
    'session',
    (f) =>
      /platform\/accounts\/|http\/sessionMiddleware|http\/sessionCookie|documents\/contactIds/.test(f.url),
  ],
  ['commandRunner', (f) => /platform\/commands\/|features\/documents\//.test(f.url)],
  [
    'json',
    (f) =>
      /http\/readJson/.test(f.url) || f.functionName === 'json' || /^(parse|stringify)$/.test(f.functionName),
  ],
  [
    'httpAndRouting',
    (f) =>
      /node_modules\/(hono|@hono)\/|^node:(_http|net|internal\/(http|stream|streams))|platform\/(http|tenancy)\/|functions\/src\/app\.ts/.test(
        f.url,
      ),
  ],
];

export interface Breakdown {
  /** Share of the profile's time per part, in percent. */
  percent: Record<string, number>;
  /** CPU µs per request per part (idle excluded), when the request count is known. */
  microsPerRequest?: Record<string, number>;
  /** The functions with the most self time, with their part (the hot spots to look at first). */
  hottest: { part: string; fn: string; percent: number }[];
}

export interface BreakdownWindow {
  /** Only samples between these ms after the process started (the load, not the start-up). */
  fromMs: number;
  toMs: number;
  /** Requests served in that window. */
  requests: number;
}

/** Reads the largest .cpuprofile in `dir` (the main thread's) and splits its time by part. */
export function breakdownOf(dir: string, window?: BreakdownWindow): Breakdown {
  const file = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(dir, f))
    .map((f) => ({ f, text: readFileSync(f, 'utf8') }))
    .sort((a, b) => b.text.length - a.text.length)[0];
  if (!file) throw new Error(`no .cpuprofile in ${dir}`);
  const profile = JSON.parse(file.text) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const partOfNode = new Map<number, string>();
  const partOf = (id: number): string => {
    const known = partOfNode.get(id);
    if (known) return known;
    let part = 'other';
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const frame = byId.get(cur)?.callFrame;
      const found = frame && commandParts.find(([, matches]) => matches(frame));
      if (found) {
        part = found[0];
        break;
      }
    }
    partOfNode.set(id, part);
    return part;
  };
  const micros = new Map<string, number>();
  const selfByFn = new Map<string, number>();
  let total = 0;
  let at = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    at += dt;
    if (window && (at < window.fromMs * 1000 || at > window.toMs * 1000)) return;
    total += dt;
    const part = partOf(id);
    micros.set(part, (micros.get(part) ?? 0) + dt);
    const frame = byId.get(id)?.callFrame;
    const fn = `${part} ${frame?.functionName || '(anonymous)'} ${(frame?.url ?? '').replace(/^.*\/(node_modules|src)\//, '')}`;
    selfByFn.set(fn, (selfByFn.get(fn) ?? 0) + dt);
  });
  const hottest = [...selfByFn]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.BENCH_HOTTEST ?? 12))
    .map(([key, us]) => {
      const [part = '', ...rest] = key.split(' ');
      return { part, fn: rest.join(' '), percent: Number(((us / total) * 100).toFixed(1)) };
    });
  const sorted = [...micros].sort((a, b) => b[1] - a[1]);
  const percent = Object.fromEntries(
    sorted.map(([part, us]) => [part, Number(((us / total) * 100).toFixed(1))]),
  );
  if (!window) return { percent, hottest };
  const microsPerRequest = Object.fromEntries(
    sorted
      .filter(([part]) => part !== 'idle')
      .map(([part, us]) => [part, Number((us / window.requests).toFixed(1))]),
  );
  return { percent, microsPerRequest, hottest };
}
