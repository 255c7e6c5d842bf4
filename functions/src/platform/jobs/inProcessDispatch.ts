import type { Clock } from '../clock';
import type { JobDispatch, Jobs } from './Jobs';

export interface InProcessDispatch {
  dispatch: JobDispatch;
  /** No job starts after it (the platform is closing); the tick at the next start runs them. */
  stop(): void;
}

/**
 * The embedded server's dispatch of jobs (the cloud's is Cloud Tasks): each stored job or
 * retry runs in this process when due, through `runOne`, which claims it as a tick does, so a
 * job both dispatched and reached by a tick runs once. A job a crash cut off still has the
 * tick. The timers do not keep a stopping process alive.
 */
export function inProcessDispatch(
  jobs: () => Pick<Jobs, 'runOne'>,
  clock: Clock,
  report: (error: unknown) => void = (error) => console.error('[colmena] job failed to run', error),
): InProcessDispatch {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  return {
    dispatch: async ({ id, runAt }) => {
      if (stopped) return;
      const wait = Math.max(0, runAt.getTime() - clock.now().getTime());
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (stopped) return;
        jobs()
          .runOne(id)
          .catch((error: unknown) => {
            if (!stopped) report(error);
          });
      }, wait);
      timer.unref();
      timers.add(timer);
    },
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
