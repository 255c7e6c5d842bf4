import { type Automation, automationsCollection, commandEventOf } from '@colmena/shared/automation';
import { commandHead, commandsCollection } from '../../platform/commands/commandRecord';
import { limitRecordsOf } from '../../platform/limits/limitRecordsOf';
import type { Unsubscribe } from '../../platform/store/Store';
import { embeddedRunLimits, type RunLimits } from './engine/limits';
import { sharedTenantSlots } from './engine/sharedTenantSlots';
import type { StepServiceDeps } from './engine/stepServices';
import { runAutomationJob } from './runs/runAutomationJob';
import { runJobKind, startRun } from './runs/startRun';
import type { StartRunRequest, StartRunResult, StepRunner } from './steps/StepRunner';
import { commandCursor } from './triggers/commandCursor';
import { type AppliedCommandRecord, enabledAutomations, startCommandRuns } from './triggers/commandTrigger';
import { runScheduledAutomation, scheduleJobKind } from './triggers/scheduleTrigger';

export interface AutomationEngineOptions {
  limits?: Partial<RunLimits>;
  /**
   * Start command-triggered runs from the store's change feed (default: when the store has one,
   * as the embedded store does). Firestore has none: the cloud's trigger on `commands` calls
   * onCommand.
   */
  changeFeed?: boolean;
  /** Tests: runners other than the registry's, and waits between attempts. */
  runnerOf?: (kind: string) => StepRunner<never> | undefined;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  report?: (error: unknown) => void;
}

export interface AutomationEngine {
  limits: RunLimits;
  startRun(request: StartRunRequest): Promise<StartRunResult>;
  /** After a command is recorded: the runs of the automations it triggers. */
  onCommand(tenant: string, record: AppliedCommandRecord): Promise<string[]>;
  stop(): void;
}

/** How much longer than the run time limit a run's lease holds. */
const runLeaseMarginMs = 60_000;

/** The engine installed on each app's dependencies: one per process and platform. */
const installed = new WeakMap<object, AutomationEngine>();

/** The engine of these dependencies, installed with the defaults when there is none yet (createApp). */
export function ensureAutomationEngine(deps: StepServiceDeps): AutomationEngine {
  return installed.get(deps) ?? installAutomationEngine(deps);
}

/** The engine installed on these dependencies, if any (the cloud's Firestore trigger). */
export const automationEngineOf = (deps: StepServiceDeps): AutomationEngine | undefined =>
  installed.get(deps);

/**
 * The automation engine on the jobs port (issue 15): the run job and the schedules' due-time
 * job are handled here; command triggers come from the change feed (embedded) or the cloud's
 * Firestore trigger (onCommand). Installed once per process on the app's dependencies, by the
 * embedded server and by the Cloud Functions entry. Installing again replaces the engine (its
 * handlers and feed), so a test can install one with its own limits.
 */
export function installAutomationEngine(
  deps: StepServiceDeps,
  options: AutomationEngineOptions = {},
): AutomationEngine {
  installed.get(deps)?.stop();
  const limits: RunLimits = { ...embeddedRunLimits, ...options.limits };
  const report = options.report ?? ((error) => console.error('[colmena] automation trigger failed', error));
  // The company's limit holds across instances: leases in the limits port, each outlasting a
  // run's time limit by the minute its end takes to be written.
  const slots = sharedTenantSlots(limitRecordsOf(deps), deps.clock, {
    limit: limits.perTenantConcurrency,
    leaseMs: limits.runTimeMs + runLeaseMarginMs,
  });
  deps.jobs.handle(
    runJobKind,
    runAutomationJob({
      ...deps,
      limits,
      slots,
      ...(options.runnerOf ? { runnerOf: options.runnerOf } : {}),
      ...(options.sleep ? { sleep: options.sleep } : {}),
    }),
  );
  deps.jobs.handle(scheduleJobKind, runScheduledAutomation(deps));

  // Embedded, the feed sees every write: a company's automations are read once and read again
  // after a write to them. Without the feed (cloud) they are read for each command.
  const cached = new Map<string, Promise<Array<Automation & { id: string }>>>();
  const feed = options.changeFeed !== false && deps.store.onCommit !== undefined;
  const automationsOf = (tenant: string) => {
    if (!feed) return enabledAutomations(deps.store, tenant);
    let list = cached.get(tenant);
    if (!list) {
      list = enabledAutomations(deps.store, tenant);
      cached.set(tenant, list);
      list.catch(() => cached.delete(tenant));
    }
    return list;
  };
  const triggerDeps = { ...deps, maxDepth: limits.maxDepth, automationsOf };
  const onCommand = (tenant: string, record: AppliedCommandRecord) =>
    startCommandRuns(triggerDeps, tenant, record);

  let unsubscribe: Unsubscribe | undefined;
  const cursor = feed ? commandCursor(deps.store) : undefined;
  const handle = async (tenant: string, record: AppliedCommandRecord) => {
    await onCommand(tenant, record);
    cursor?.handled(tenant, (record as { seq?: unknown }).seq);
  };
  if (feed) {
    unsubscribe = deps.store.onCommit?.((changes) => {
      for (const change of changes)
        if (change.collection === automationsCollection) cached.delete(change.tenant);
      for (const change of changes) {
        if (change.collection !== commandsCollection || change.kind !== 'set') continue;
        // Most commands start no run (an import batch's record is ~250 KB of rows): their head
        // says so, and moves the cursor, without parsing the record.
        const head = commandHead(change.text() ?? '');
        if (head && (head.status !== 'applied' || !commandEventOf(head.type))) {
          cursor?.handled(change.tenant, head.seq);
          continue;
        }
        // The record as committed, from the text the store wrote: no read back.
        const doc = change.document();
        if (doc)
          void handle(change.tenant, { ...(doc as unknown as AppliedCommandRecord), id: doc.FireId }).catch(
            report,
          );
      }
    });
    // Commands committed while no engine listened (a crash between commit and trigger).
    void cursor
      ?.pending()
      .then(async (pending) => {
        for (const { tenant, record } of pending) await handle(tenant, record);
      })
      .catch(report);
  }

  const engine: AutomationEngine = {
    limits,
    startRun: (request) => startRun(deps, request),
    onCommand,
    stop: () => {
      unsubscribe?.();
      unsubscribe = undefined;
      void cursor?.stop().catch(() => undefined);
      if (installed.get(deps) === engine) installed.delete(deps);
    },
  };
  installed.set(deps, engine);
  return engine;
}
