import { createHistogram } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { LoadResult } from './load';

export interface JsonPostLoadOptions {
  url: string;
  host: string;
  /** Extra headers (cookie, authorization...). */
  headers?: Record<string, string>;
  body: unknown;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const microsToMs = (micros: number) => round(micros / 1000, 3);

/**
 * runLoad (load.ts) for a JSON POST: the same warm-up, the same microsecond latency histogram,
 * the same result shape, so GET and POST benches read alike.
 */
export async function runJsonPostLoad(options: JsonPostLoadOptions): Promise<LoadResult> {
  const latencies = createHistogram();
  const request = {
    url: options.url,
    method: 'POST',
    body: JSON.stringify(options.body),
    connections: options.connections,
    duration: options.durationSeconds,
    headers: { host: options.host, 'content-type': 'application/json', ...options.headers },
    ...(options.warmupSeconds > 0
      ? { warmup: { connections: options.connections, duration: options.warmupSeconds } }
      : {}),
  };
  const instance = autocannon(request);
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
