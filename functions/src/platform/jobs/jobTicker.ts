import type { Jobs } from './Jobs';

export interface JobTicker {
  /** No tick starts after it; resolves once the one running (if any) has finished. */
  stop(): Promise<void>;
}

/**
 * The embedded server's clock for the jobs port (the cloud's is the scheduled function in
 * index.ts): one tick at a time, the next `everyMs` after the last ended, so a slow tick never
 * overlaps the next. A failing tick is reported and the ticking goes on.
 */
export function startJobTicker(
  jobs: Pick<Jobs, 'tick'>,
  everyMs = 1000,
  report: (error: unknown) => void = (error) => console.error('[colmena] jobs tick failed', error),
): JobTicker {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = jobs.tick().then(
        () => undefined,
        (error: unknown) => report(error),
      );
      void running.then(schedule);
    }, everyMs);
    // A pending tick must not keep a stopping process alive.
    timer.unref();
  };
  schedule();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
