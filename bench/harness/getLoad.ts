import { createHistogram } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { LoadOptions, LoadResult } from './load';

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const microsToMs = (micros: number) => round(micros / 1000, 3);

/** runLoad (load.ts) with extra request headers (a session cookie): same warm-up and histogram. */
export async function runGetLoad(
  options: LoadOptions & { headers?: Record<string, string> },
): Promise<LoadResult> {
  const latencies = createHistogram();
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: { host: options.host, ...options.headers },
    ...(options.warmupSeconds > 0
      ? { warmup: { connections: options.connections, duration: options.warmupSeconds } }
      : {}),
  });
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
