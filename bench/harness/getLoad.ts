import { type LoadOptions, type LoadResult, measuredRun } from './load';

/** runLoad (load.ts) with extra request headers (a session cookie): same warm-up and histogram. */
export function runGetLoad(options: LoadOptions & { headers?: Record<string, string> }): Promise<LoadResult> {
  return measuredRun(
    {
      url: options.url,
      connections: options.connections,
      duration: options.durationSeconds,
      headers: { host: options.host, ...options.headers },
    },
    options,
  );
}
