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
 * One autocannon run after a warm-up (JIT, caches), so the numbers are steady state.
 * autocannon's own latency histogram keeps whole milliseconds, which flattens a fast
 * server's p50 to 0; the same per-response times go into a microsecond histogram instead.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies = createHistogram();
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: { host: options.host },
    ...(options.warmupSeconds > 0
      ? { warmup: { connections: options.connections, duration: options.warmupSeconds } }
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
