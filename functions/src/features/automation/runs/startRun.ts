import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/http/AppError';
import type { Ids } from '../../../platform/ids';
import type { Jobs } from '../../../platform/jobs/Jobs';
import type { Store } from '../../../platform/store/Store';
import { maxStoredOutputBytes } from '../engine/limits';
import type { StartRunRequest, StartRunResult } from '../steps/StepRunner';
import {
  automationOf,
  automationRunsCollection,
  automationsCollection,
  isFinished,
  type RunRecord,
  runBody,
  runIdFor,
  runOf,
  storedValue,
} from './runRecord';

/** The job kind of one run (its handler: runAutomationJob.ts). */
export const runJobKind = 'automation.run';

export interface StartRunDeps {
  store: Store;
  jobs: Pick<Jobs, 'enqueue'>;
  clock: Clock;
  ids: Ids;
}

export interface StartRunOptions {
  /** The chain depth of the run that made the triggering command, plus one. */
  depth?: number;
  rerunOf?: string;
  /** The run's id, when its starter chose it (a re-run answers it from its command). */
  runId?: string;
  /** How often a waiting caller looks at the run (default 50 ms). */
  pollMs?: number;
}

/**
 * How every trigger starts a run (issue 15): the automation must exist and be enabled, in a
 * company that exists; the run document is written `queued` and its job enqueued, both keyed
 * by the trigger's dedupe key (a command id, a schedule's due time), so a trigger delivered
 * twice starts one run. With `waitMs`, waits for the run's end that long (synchronous webhooks).
 */
export async function startRun(
  deps: StartRunDeps,
  request: StartRunRequest,
  options: StartRunOptions = {},
): Promise<StartRunResult> {
  const { tenant, automationId, trigger } = request;
  const runId = options.runId ?? runIdFor(tenant, automationId, trigger.dedupeKey, () => deps.ids.newId());
  const input = storedValue(trigger.input, maxStoredOutputBytes * 4);
  // Every read in the one transaction: reads outside one would commit the pending group of
  // writes first, and a burst of runs would then commit one by one.
  const created = await deps.store.transaction(tenant, async (tx) => {
    if (!(await tx.getCompany())) throw new AppError('unknown_company');
    const automation = automationOf(await tx.get(automationsCollection, automationId));
    if (!automation) throw new AppError('not_found', 'No such automation');
    if (!automation.enabled) throw new AppError('not_found', 'This automation is disabled');
    if (await tx.get(automationRunsCollection, runId)) return false;
    const run: RunRecord = {
      automationId,
      automationName: automation.name,
      trigger: {
        type: trigger.type,
        input: input.value,
        ...(input.truncated ? { inputTruncated: true } : {}),
      },
      status: 'queued',
      depth: options.depth ?? 0,
      createdAt: deps.clock.now().toISOString(),
      steps: [],
      ...(options.rerunOf ? { rerunOf: options.rerunOf } : {}),
      ...(trigger.dedupeKey === undefined ? {} : { dedupeKey: trigger.dedupeKey.slice(0, 500) }),
    };
    tx.set(automationRunsCollection, runId, runBody(run));
    return true;
  });
  // The job too is keyed: a retry after a crash between the two writes enqueues it once.
  if (created || trigger.dedupeKey !== undefined)
    await deps.jobs.enqueue({
      tenant,
      kind: runJobKind,
      payload: { runId, automationId, input: trigger.input },
      key: `${runJobKind}\n${tenant}\n${runId}`,
    });
  if (!request.waitMs) return { runId };
  return { runId, ...(await waitForRun(deps, tenant, runId, request.waitMs, options.pollMs ?? 50)) };
}

/** The run's outcome once it ends within `waitMs`, else nothing. */
export async function waitForRun(
  deps: Pick<StartRunDeps, 'store' | 'clock'>,
  tenant: string,
  runId: string,
  waitMs: number,
  pollMs = 50,
): Promise<Pick<StartRunResult, 'outcome'>> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const run = runOf(await deps.store.get(tenant, automationRunsCollection, runId));
    if (run && isFinished(run.status)) {
      const last = run.steps.at(-1);
      return {
        outcome: {
          status: run.status === 'succeeded' ? 'succeeded' : 'failed',
          ...(run.status === 'succeeded' && last ? { output: last.output } : {}),
          ...(run.error === undefined ? {} : { error: run.error }),
        },
      };
    }
    if (Date.now() >= deadline) return {};
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, Math.max(1, deadline - Date.now()))));
  }
}
