import {
  type AutomationStep,
  findStepKind,
  renderConfig,
  type StepKindDefinition,
} from '@colmena/shared/automation';
import { type StepContext, StepError, type StepRunner, type StepServices } from '../steps/StepRunner';
import { findStepRunner } from '../steps/stepRunners';
import type { RunLimits } from './limits';

export type StepStatus = 'succeeded' | 'failed' | 'skipped';

/** What became of one step. */
export interface StepOutcome {
  name: string;
  kind: string;
  status: StepStatus;
  output?: unknown;
  error?: string;
  attempts: number;
  durationMs: number;
  log: string[];
}

export interface RunOutcome {
  status: 'succeeded' | 'failed';
  steps: StepOutcome[];
  /** The last step's output, when every step succeeded. */
  output?: unknown;
  error?: string;
}

export interface ExecuteStepsInput {
  tenant: string;
  automationId: string;
  runId: string;
  steps: readonly AutomationStep[];
  /** What `{{trigger…}}` reads. */
  trigger: unknown;
  services: StepServices;
  signal: AbortSignal;
  limits: Pick<RunLimits, 'stepAttempts' | 'firstRetryMs' | 'maxRetryMs'>;
  now(): number;
  /** Waits between attempts; ends early (rejecting) when the signal aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  /** Default: the registry of step runners. */
  runnerOf?: (kind: string) => StepRunner<never> | undefined;
  /** Default: the registry of step kinds. */
  kindOf?: (kind: string) => StepKindDefinition | undefined;
  /** Called as each step ends, so the run document shows progress. */
  onStep?: (index: number, outcome: StepOutcome) => Promise<void> | void;
}

const maxLogLines = 200;

/** An abortable wait on timers (the engine's default sleep). */
export function timerSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Rejects when the signal aborts, so a runner that ignores it still cannot hold the run. */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

export const describeError = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';

/**
 * One run's steps, in order (issue 15 point 5): each step's config rendered through the
 * template with `{ trigger, steps }` (but its kind's rawKeys), its runner called, its output
 * kept by name; a retryable StepError tries the step again after a growing wait; the first
 * failure ends the run and the steps after it are skipped. The signal (the run's time limit)
 * ends a step in flight as a `timeout`.
 */
export async function executeSteps(input: ExecuteStepsInput): Promise<RunOutcome> {
  const runnerOf = input.runnerOf ?? findStepRunner;
  const kindOf = input.kindOf ?? findStepKind;
  const outputs: Record<string, unknown> = {};
  const outcomes: StepOutcome[] = [];
  let failure: string | undefined;

  for (const [index, step] of input.steps.entries()) {
    if (failure !== undefined) {
      const skipped: StepOutcome = {
        name: step.name,
        kind: step.kind,
        status: 'skipped',
        attempts: 0,
        durationMs: 0,
        log: [],
      };
      outcomes.push(skipped);
      await input.onStep?.(index, skipped);
      continue;
    }
    const outcome = await executeStep(input, step, runnerOf, kindOf, {
      trigger: input.trigger,
      steps: { ...outputs },
    });
    outcomes.push(outcome);
    if (outcome.status === 'succeeded') outputs[step.name] = outcome.output;
    else failure = `${step.name}: ${outcome.error ?? 'failed'}`;
    await input.onStep?.(index, outcome);
  }
  if (failure !== undefined) return { status: 'failed', steps: outcomes, error: failure };
  const last = outcomes.at(-1);
  return { status: 'succeeded', steps: outcomes, ...(last ? { output: last.output } : {}) };
}

async function executeStep(
  input: ExecuteStepsInput,
  step: AutomationStep,
  runnerOf: (kind: string) => StepRunner<never> | undefined,
  kindOf: (kind: string) => StepKindDefinition | undefined,
  scope: Readonly<Record<string, unknown>>,
): Promise<StepOutcome> {
  const started = input.now();
  const log: string[] = [];
  const done = (
    status: StepStatus,
    attempts: number,
    extra: { output?: unknown; error?: string },
  ): StepOutcome => ({
    name: step.name,
    kind: step.kind,
    status,
    attempts,
    durationMs: Math.max(0, input.now() - started),
    log,
    ...extra,
  });

  const kind = kindOf(step.kind);
  const runner = runnerOf(step.kind);
  if (!kind || !runner) return done('failed', 0, { error: `bad_config: unknown step kind ${step.kind}` });
  const config = kind.config.safeParse(renderConfig(step.config, scope, kind.rawKeys ?? []));
  if (!config.success)
    return done('failed', 0, {
      error: `bad_config: ${config.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    });

  const context: StepContext = {
    tenant: input.tenant,
    automationId: input.automationId,
    runId: input.runId,
    scope,
    services: input.services,
    signal: input.signal,
    log: (line: string) => {
      if (log.length < maxLogLines) log.push(String(line).slice(0, 1000));
    },
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (input.signal.aborted) throw input.signal.reason;
      const output = await Promise.race([
        (runner.run as (config: unknown, context: StepContext) => Promise<unknown>)(config.data, context),
        untilAborted(input.signal),
      ]);
      return done('succeeded', attempt, { output });
    } catch (error) {
      if (input.signal.aborted)
        return done('failed', attempt, { error: `timeout: ${describeError(input.signal.reason)}` });
      const retryable = error instanceof StepError && error.retryable && attempt < input.limits.stepAttempts;
      if (!retryable) return done('failed', attempt, { error: describeError(error) });
      const wait = Math.min(input.limits.firstRetryMs * 2 ** (attempt - 1), input.limits.maxRetryMs);
      context.log(`attempt ${attempt} failed (${describeError(error)}); trying again in ${wait} ms`);
      try {
        await input.sleep(wait, input.signal);
      } catch {
        return done('failed', attempt, { error: `timeout: ${describeError(input.signal.reason)}` });
      }
    }
  }
}
