import { createHistogram } from 'node:perf_hooks';
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  host: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  requestsPerSec: number;
  latencyAvgMs: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  totalRequests: number;
  durationSeconds: number;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const microsToMs = (micros: number) => round(micros / 1000, 3);

/**
 * One autocannon run of `settings` after a warm-up (JIT, caches), so the numbers are steady
 * state. autocannon's own latency histogram keeps whole milliseconds, which flattens a fast
 * server's p50 to 0; the same per-response times go into a microsecond histogram instead.
 * Every load of the benches (GET, JSON POST, a new command each request) is measured here.
 */
export async function measuredRun(
  settings: autocannon.Options,
  run: { connections: number; warmupSeconds: number },
): Promise<LoadResult> {
  const latencies = createHistogram();
  const instance = autocannon({
    ...settings,
    ...(run.warmupSeconds > 0
      ? { warmup: { connections: run.connections, duration: run.warmupSeconds } }
      : {}),
  });
  // The returned instance reports the measured run only; warm-up responses go elsewhere.
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTimeMs: number) => {
    latencies.record(Math.max(1, Math.round(responseTimeMs * 1000)));
  });
  const result = await instance;
  return {
    requestsPerSec: round(result.requests.average, 1),
    latencyAvgMs: microsToMs(latencies.mean),
    p50Ms: microsToMs(latencies.percentile(50)),
    p99Ms: microsToMs(latencies.percentile(99)),
    non2xx: result.non2xx,
    errors: result.errors,
    totalRequests: result.requests.total,
    durationSeconds: round(result.duration, 2),
  };
}

/** A GET of `url` under load. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return measuredRun(
    {
      url: options.url,
      connections: options.connections,
      duration: options.durationSeconds,
      headers: { host: options.host },
    },
    options,
  );
}
