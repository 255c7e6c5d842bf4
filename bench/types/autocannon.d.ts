// autocannon 8 ships no types and @types/autocannon is not installed: just the part we use.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
    }

    interface Options {
      url: string;
      connections?: number;
      /** seconds */
      duration?: number;
      headers?: Record<string, string>;
      method?: string;
      warmup?: { connections?: number; duration?: number };
    }

    interface Result {
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      requests: Histogram & { sent: number };
      latency: Histogram;
      throughput: Histogram;
    }

    interface Instance extends EventEmitter, PromiseLike<Result> {
      stop(): void;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;

  export = autocannon;
}
