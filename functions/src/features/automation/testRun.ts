import type { Automation } from '@colmena/shared/automation';
import { describeError, executeSteps, timerSleep } from './engine/executeSteps';
import type { RunLimits } from './engine/limits';
import { type StepServiceDeps, stepServices } from './engine/stepServices';
import { type StoredStep, storedSteps } from './runs/runRecord';
import type { StepRunner } from './steps/StepRunner';

/** A test run from the editor ends within this (the editor waits for it). */
export const testRunTimeMs = 60_000;

export interface TestRunResult {
  status: 'succeeded' | 'failed';
  steps: StoredStep[];
  error?: string;
  durationMs: number;
}

/**
 * The editor's test-run (issue 15 point 1): the automation as drafted, unsaved, runs now with a
 * sample input and answers every step's outcome. It is a real run (its commands are applied, as
 * the automation, and logged), but it is kept nowhere and needs no trigger.
 */
export async function testRunAutomation(
  deps: StepServiceDeps & { limits: RunLimits; runnerOf?: (kind: string) => StepRunner<never> | undefined },
  tenant: string,
  automationId: string,
  automation: Automation,
  input: unknown,
): Promise<TestRunResult> {
  const runId = `test-${deps.ids.newId()}`;
  const controller = new AbortController();
  const limit = Math.min(testRunTimeMs, deps.limits.runTimeMs);
  const timer = setTimeout(
    () => controller.abort(new Error(`the test run took longer than ${limit / 1000} s`)),
    limit,
  );
  const started = Date.now();
  try {
    const outcome = await executeSteps({
      tenant,
      automationId,
      runId,
      steps: automation.steps,
      trigger: input,
      services: stepServices(deps, { tenant, automationId, runId }),
      signal: controller.signal,
      limits: deps.limits,
      now: () => Date.now(),
      sleep: timerSleep,
      ...(deps.runnerOf ? { runnerOf: deps.runnerOf } : {}),
    });
    return {
      status: outcome.status,
      steps: storedSteps(outcome.steps),
      durationMs: Date.now() - started,
      ...(outcome.error === undefined ? {} : { error: outcome.error }),
    };
  } catch (error) {
    return { status: 'failed', steps: [], error: describeError(error), durationMs: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}
