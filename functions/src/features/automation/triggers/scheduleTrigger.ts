import { type Automation, defaultScheduleTimezone } from '@colmena/shared/automation';
import { AppError } from '../../../platform/http/AppError';
import type { Job, Jobs } from '../../../platform/jobs/Jobs';
import { type StartRunDeps, startRun } from '../runs/startRun';

/** The job kind a schedule trigger's due time starts (the jobs port's schedules). */
export const scheduleJobKind = 'automation.schedule';
/** An automation has at most this many triggers (automationSchema), so this many schedules. */
const maxTriggers = 10;

export const scheduleName = (automationId: string, index: number) => `automation\n${automationId}\n${index}`;

/**
 * Keeps the jobs port's schedules equal to an automation's schedule triggers: one schedule per
 * trigger of an enabled automation, none for a disabled or removed one. The port stores each
 * schedule's next due time, so a restart neither misses nor repeats a due time.
 */
export async function syncSchedules(
  jobs: Pick<Jobs, 'setSchedule' | 'removeSchedule'>,
  tenant: string,
  automationId: string,
  automation: Automation | null,
): Promise<void> {
  for (let index = 0; index < maxTriggers; index += 1) {
    const trigger = automation?.enabled ? automation.triggers[index] : undefined;
    const name = scheduleName(automationId, index);
    if (trigger?.type === 'schedule')
      await jobs.setSchedule({
        tenant,
        name,
        cron: trigger.cron,
        timezone: trigger.timezone ?? defaultScheduleTimezone,
        kind: scheduleJobKind,
        payload: { automationId, trigger: index },
      });
    else await jobs.removeSchedule(tenant, name);
  }
}

/**
 * A schedule's due time: one run, keyed by the due time (two ticks or instances that both see
 * it start it once). A schedule whose automation is gone, disabled, or in a removed company
 * is dropped.
 */
export function runScheduledAutomation(
  deps: StartRunDeps & { jobs: Pick<Jobs, 'enqueue' | 'removeSchedule'> },
) {
  return async (job: Job): Promise<void> => {
    const automationId = String(job.payload.automationId);
    const index = Number(job.payload.trigger);
    const dueAt = String(job.payload.dueAt);
    try {
      await startRun(deps, {
        tenant: job.tenant,
        automationId,
        trigger: { type: 'schedule', input: { dueAt }, dedupeKey: `schedule:${index}:${dueAt}` },
      });
    } catch (error) {
      if (!(error instanceof AppError) || (error.code !== 'not_found' && error.code !== 'unknown_company'))
        throw error;
      await deps.jobs.removeSchedule(job.tenant, scheduleName(automationId, index));
    }
  };
}
