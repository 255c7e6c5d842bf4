import { createHistogram } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { LoadResult } from './load';

export interface CommandLoadOptions {
  url: string;
  host: string;
  headers?: Record<string, string>;
  /** The JSON body of request `n` (a new command each time: ids must not repeat). */
  body: (n: number) => unknown;
  /** Headers of request `n` besides `headers` (a caller address of its own, say). */
  headersFor?: (n: number) => Record<string, string>;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

interface AutocannonRequest {
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const microsToMs = (micros: number) => round(micros / 1000, 3);

/**
 * runLoad (load.ts) for POSTs whose body changes on every request (autocannon `setupRequest`):
 * same warm-up, same microsecond latency histogram, same result shape.
 */
export async function runCommandLoad(options: CommandLoadOptions): Promise<LoadResult> {
  const latencies = createHistogram();
  const path = new URL(options.url).pathname;
  let n = 0;
  const request: AutocannonRequest = { method: 'POST', path };
  const settings = {
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: { host: options.host, 'content-type': 'application/json', ...options.headers },
    requests: [
      {
        ...request,
        setupRequest: (req: AutocannonRequest): AutocannonRequest => {
          const at = n++;
          return {
            ...req,
            body: JSON.stringify(options.body(at)),
            ...(options.headersFor
              ? {
                  headers: {
                    host: options.host,
                    'content-type': 'application/json',
                    ...options.headers,
                    ...options.headersFor(at),
                  },
                }
              : {}),
          };
        },
      },
    ],
    ...(options.warmupSeconds > 0
      ? { warmup: { connections: options.connections, duration: options.warmupSeconds } }
      : {}),
  };
  const instance = autocannon(settings);
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
