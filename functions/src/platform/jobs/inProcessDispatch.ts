import type { Clock } from '../clock';
import type { JobDispatch, Jobs } from './Jobs';

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
): JobDispatch {
  return async ({ id, runAt }) => {
    const wait = Math.max(0, runAt.getTime() - clock.now().getTime());
    const timer = setTimeout(() => {
      jobs()
        .runOne(id)
        .catch((error: unknown) => report(error));
    }, wait);
    timer.unref();
  };
}
