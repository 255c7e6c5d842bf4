import { type LoadResult, measuredRun } from './load';

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

/**
 * runLoad (load.ts) for POSTs whose body changes on every request (autocannon `setupRequest`):
 * same warm-up, same microsecond latency histogram, same result shape.
 */
export function runCommandLoad(options: CommandLoadOptions): Promise<LoadResult> {
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
  };
  return measuredRun(settings, options);
}
