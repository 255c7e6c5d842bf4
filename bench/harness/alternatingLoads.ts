import type { LoadResult } from './load';

/** One kind of request load: its name and how to run it for some seconds. */
export interface LoadKind {
  name: string;
  run: (seconds: number) => Promise<LoadResult>;
}

export interface AlternatedLoad {
  /** The rounds summed: requests/s over all of them, latency as the rounds had it. */
  load: LoadResult;
  /** Server CPU per request over this kind's rounds (µs). */
  cpuMicrosPerRequest: number;
  rounds: { requestsPerSec: number; cpuMicrosPerRequest: number }[];
}

const round = (value: number, digits = 3) => Number(value.toFixed(digits));

function summed(results: LoadResult[]): LoadResult {
  const total = results.reduce((sum, r) => sum + r.totalRequests, 0);
  const seconds = results.reduce((sum, r) => sum + r.durationSeconds, 0);
  const p50s = results.map((r) => r.p50Ms).sort((a, b) => a - b);
  return {
    requestsPerSec: round(total / (seconds || 1), 1),
    latencyAvgMs: round(results.reduce((sum, r) => sum + r.latencyAvgMs * r.totalRequests, 0) / (total || 1)),
    // The median round's p50, and the worst round's p99 (rounds' histograms are not merged).
    p50Ms: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99Ms: Math.max(0, ...results.map((r) => r.p99Ms)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    totalRequests: total,
    durationSeconds: round(seconds, 2),
  };
}

/**
 * Loads of several kinds on one server in alternating rounds (the first kind first in even
 * rounds, last in odd ones), each kind's figures summed over its rounds. Run one after the
 * other, each kind bore whatever the rest of the machine did during its own seconds (and a
 * checkpoint of the writes before it): on this machine one chat.bench read 0.61 and the next
 * 0.85 on the same build. Alternating, both kinds share the same moments.
 */
export async function alternatingLoads(
  kinds: readonly LoadKind[],
  rounds: number,
  secondsPerRound: number,
  serverCpuMicros: () => number | null,
): Promise<Record<string, AlternatedLoad>> {
  const results = new Map<string, { loads: LoadResult[]; cpu: number[] }>(
    kinds.map((kind) => [kind.name, { loads: [], cpu: [] }]),
  );
  for (let n = 0; n < rounds; n += 1) {
    const order = n % 2 === 0 ? kinds : [...kinds].reverse();
    for (const kind of order) {
      const before = serverCpuMicros();
      const load = await kind.run(secondsPerRound);
      const after = serverCpuMicros();
      const mine = results.get(kind.name);
      mine?.loads.push(load);
      mine?.cpu.push(before === null || after === null ? 0 : after - before);
    }
  }
  const out: Record<string, AlternatedLoad> = {};
  for (const [name, { loads, cpu }] of results) {
    const load = summed(loads);
    out[name] = {
      load,
      cpuMicrosPerRequest: round(cpu.reduce((a, b) => a + b, 0) / (load.totalRequests || 1), 1),
      rounds: loads.map((l, i) => ({
        requestsPerSec: l.requestsPerSec,
        cpuMicrosPerRequest: round((cpu[i] ?? 0) / (l.totalRequests || 1), 1),
      })),
    };
  }
  return out;
}
