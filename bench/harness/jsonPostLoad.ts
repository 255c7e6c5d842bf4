import { type LoadResult, measuredRun } from './load';

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

/**
 * runLoad (load.ts) for a JSON POST: the same warm-up, the same microsecond latency histogram,
 * the same result shape, so GET and POST benches read alike.
 */
export function runJsonPostLoad(options: JsonPostLoadOptions): Promise<LoadResult> {
  const settings = {
    url: options.url,
    method: 'POST' as const,
    body: JSON.stringify(options.body),
    connections: options.connections,
    duration: options.durationSeconds,
    headers: { host: options.host, 'content-type': 'application/json', ...options.headers },
  };
  return measuredRun(settings, options);
}
