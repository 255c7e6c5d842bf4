import type { Job } from '../../../platform/jobs/Jobs';
import type { DocData } from '../../../platform/store/Store';
import { describeError, executeSteps, type StepOutcome, timerSleep } from '../engine/executeSteps';
import type { RunLimits } from '../engine/limits';
import { type StepServiceDeps, stepServices } from '../engine/stepServices';
import type { TenantSlots } from '../engine/tenantSlots';
import type { StepRunner } from '../steps/StepRunner';
import {
  automationOf,
  automationRunsCollection,
  automationsCollection,
  isFinished,
  type RunStatus,
  runOf,
  storedSteps,
} from './runRecord';

export interface RunJobDeps extends StepServiceDeps {
  limits: RunLimits;
  slots: TenantSlots;
  /** Tests: runners other than the registry's. */
  runnerOf?: (kind: string) => StepRunner<never> | undefined;
  /** Tests: waits between attempts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

class RunTimeLimit extends Error {
  constructor(ms: number) {
    super(`the run took longer than its limit of ${Math.round(ms / 1000)} s`);
    this.name = 'RunTimeLimit';
  }
}

/**
 * The job of one run (kind automation.run): nothing for a run already finished (a job runs at
 * least once), nor for a company that was removed; a run whose automation was disabled or
 * removed since it was started is cancelled. It first waits for a slot of its company, then
 * reads the run and marks it running in one transaction, runs the steps under the time limit, and keeps each step's outcome on the run document as
 * it ends. A run cut off by a crash starts its steps again (its commands, keyed by the run,
 * are not applied twice).
 */
export function runAutomationJob(deps: RunJobDeps) {
  return async (job: Job): Promise<void> => {
    const runId = String(job.payload.runId);
    const { tenant } = job;
    const write = (data: DocData) =>
      deps.store.transaction(tenant, (tx) => tx.merge(automationRunsCollection, runId, data));

    const release = await deps.slots.acquire(tenant);
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new RunTimeLimit(deps.limits.runTimeMs)),
      deps.limits.runTimeMs,
    );
    try {
      const started = deps.clock.now();
      // The run, its company and its automation read, and the run marked running (or cancelled),
      // in one transaction, not a read and then a write that read the run again (and, on Firestore,
      // one transaction where there were two).
      const claimed = await deps.store.transaction(tenant, async (tx) => {
        const company = await tx.getCompany();
        const run = runOf(await tx.get(automationRunsCollection, runId));
        if (!run || isFinished(run.status) || !company) return null;
        const current = automationOf(await tx.get(automationsCollection, run.automationId));
        if (!current?.enabled) {
          tx.merge(automationRunsCollection, runId, {
            status: 'cancelled' satisfies RunStatus,
            endedAt: deps.clock.now().toISOString(),
            error: current ? 'automation_disabled' : 'automation_removed',
          });
          return null;
        }
        tx.merge(automationRunsCollection, runId, {
          status: 'running',
          startedAt: started.toISOString(),
          steps: [],
        });
        return { automation: current, trigger: run.trigger.input };
      });
      if (!claimed) return;
      const { automation } = claimed;
      const done: StepOutcome[] = [];
      const outcome = await executeSteps({
        tenant,
        automationId: automation.id,
        runId,
        steps: automation.steps,
        trigger: job.payload.input === undefined ? claimed.trigger : job.payload.input,
        services: stepServices(deps, { tenant, automationId: automation.id, runId }),
        signal: controller.signal,
        limits: deps.limits,
        now: () => deps.clock.now().getTime(),
        sleep: deps.sleep ?? timerSleep,
        ...(deps.runnerOf ? { runnerOf: deps.runnerOf } : {}),
        onStep: async (index, step) => {
          done.push(step);
          // The last step's outcome is written with the run's end, just after.
          if (index < automation.steps.length - 1) await write({ steps: storedSteps(done) });
        },
      });
      await write({
        status: outcome.status,
        endedAt: deps.clock.now().toISOString(),
        steps: storedSteps(outcome.steps),
        durationMs: deps.clock.now().getTime() - started.getTime(),
        ...(outcome.error === undefined ? {} : { error: outcome.error.slice(0, 2000) }),
      });
    } catch (error) {
      // The store failed under the run: the job is retried, the run starts again.
      throw new Error(`run ${runId}: ${describeError(error)}`);
    } finally {
      clearTimeout(timer);
      release();
    }
  };
}
