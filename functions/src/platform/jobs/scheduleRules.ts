import { Cron } from 'croner';
import { defaultTimezone, type JobLimits } from './Jobs';

/** The first due time strictly after `after`, or null when the cron has no more. */
export function nextDue(cron: string, timezone: string | undefined, after: Date): Date | null {
  return new Cron(cron, { timezone: timezone ?? defaultTimezone, paused: true }).nextRun(after);
}

/** Whether a cron expression and zone are valid (a schedule is refused before it is kept). */
export function cronProblem(cron: string, timezone: string | undefined): string | null {
  try {
    new Cron(cron, { timezone: timezone ?? defaultTimezone, paused: true }).nextRun();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The wait before the next attempt after `attempts` failed ones. */
export function retryDelayMs(attempts: number, limits: JobLimits): number {
  return Math.min(limits.firstRetryMs * 2 ** Math.max(0, attempts - 1), limits.maxRetryMs);
}

/** The idempotency key of a schedule's due time: one job per (tenant, schedule, due time). */
export const dueKey = (tenant: string, name: string, dueAt: Date) =>
  `schedule\n${tenant}\n${name}\n${dueAt.toISOString()}`;
