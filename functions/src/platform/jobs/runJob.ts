import type { Job, JobHandler, JobLimits } from './Jobs';
import { retryDelayMs } from './scheduleRules';

/** What became of one attempt, for the adapter to record. */
export type JobOutcome = { state: 'done' } | { state: 'queued' | 'dead'; retryAt: number; error: string };

/**
 * Runs one attempt of a job and says what to record: done; queued again after the backoff; or
 * dead — past the last attempt, or with no handler for its kind (retrying would not help).
 */
export async function runJob(
  handler: JobHandler | undefined,
  job: Job,
  limits: JobLimits,
  now: () => number,
): Promise<JobOutcome> {
  let error: string;
  if (!handler) error = `no handler for ${job.kind}`;
  else {
    try {
      await handler(job);
      return { state: 'done' };
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
  }
  const dead = !handler || job.attempt >= limits.maxAttempts;
  return {
    state: dead ? 'dead' : 'queued',
    retryAt: now() + retryDelayMs(job.attempt, limits),
    error: error.slice(0, 2000),
  };
}
