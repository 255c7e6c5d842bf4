import type { StepKindDefinition } from '@colmena/shared/automation';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type StepContext, StepError, type StepRunner, type StepServices } from '../steps/StepRunner';
import { executeSteps, timerSleep } from './executeSteps';

const kinds: Record<string, StepKindDefinition> = {
  echo: { kind: 'echo', label: { es: 'Eco', en: 'Echo' }, config: z.object({ value: z.unknown() }) },
  flaky: {
    kind: 'flaky',
    label: { es: 'x', en: 'x' },
    config: z.object({ failures: z.number(), retryable: z.boolean() }),
  },
  slow: { kind: 'slow', label: { es: 'x', en: 'x' }, config: z.object({ ms: z.number() }) },
  code: {
    kind: 'code',
    label: { es: 'x', en: 'x' },
    config: z.object({ code: z.string(), note: z.unknown() }),
    rawKeys: ['code'],
  },
};

function fakeRunners() {
  const calls: Record<string, number> = {};
  const runners: Record<string, StepRunner<never>> = {
    echo: { kind: 'echo', run: async (config: { value: unknown }) => config.value },
    flaky: {
      kind: 'flaky',
      run: async (config: { failures: number; retryable: boolean }, context: StepContext) => {
        const n = (calls[context.runId] ?? 0) + 1;
        calls[context.runId] = n;
        if (n <= config.failures)
          throw new StepError('request_failed', `503 on attempt ${n}`, config.retryable);
        return { attempt: n };
      },
    },
    slow: {
      kind: 'slow',
      // Ignores the signal on purpose: the engine must still end the step at the limit.
      run: (config: { ms: number }) => new Promise((resolve) => setTimeout(() => resolve('late'), config.ms)),
    },
    code: { kind: 'code', run: async (config: { code: string; note: string }) => config },
  } as unknown as Record<string, StepRunner<never>>;
  return { runners, calls };
}

const services = {} as StepServices;

function run(
  steps: Array<{ name: string; kind: string; config: Record<string, unknown> }>,
  extra: { signal?: AbortSignal; runId?: string } = {},
) {
  const { runners } = fakeRunners();
  const waits: number[] = [];
  return {
    waits,
    outcome: executeSteps({
      tenant: 'demo',
      automationId: 'a1',
      runId: extra.runId ?? 'r1',
      steps,
      trigger: { document: { Name: 'Obra', Importe: 7 } },
      services,
      signal: extra.signal ?? new AbortController().signal,
      limits: { stepAttempts: 3, firstRetryMs: 100, maxRetryMs: 150 },
      now: () => Date.now(),
      sleep: async (ms) => {
        waits.push(ms);
      },
      runnerOf: (kind) => runners[kind],
      kindOf: (kind) => kinds[kind],
    }),
  };
}

describe('executeSteps', () => {
  it('renders each config with the trigger and earlier outputs, and keeps outputs by name', async () => {
    const { outcome } = run([
      { name: 'first', kind: 'echo', config: { value: { items: ['{{trigger.document.Name}}', 2] } } },
      { name: 'second', kind: 'echo', config: { value: '{{steps.first.items}}' } },
      { name: 'third', kind: 'echo', config: { value: 'n={{steps.second.length}} {{steps.nope}}' } },
    ]);
    const result = await outcome;
    expect(result.status).toBe('succeeded');
    expect(result.steps.map((s) => s.output)).toEqual([{ items: ['Obra', 2] }, ['Obra', 2], 'n=2 ']);
    expect(result.output).toBe('n=2 ');
  });

  it('leaves the raw keys of a kind unrendered', async () => {
    const result = await run([
      {
        name: 'c',
        kind: 'code',
        config: { code: 'return {{trigger.document.Importe}}', note: '{{trigger.document.Importe}}' },
      },
    ]).outcome;
    expect(result.steps[0]?.output).toEqual({ code: 'return {{trigger.document.Importe}}', note: 7 });
  });

  it('retries a retryable failure with growing waits and succeeds', async () => {
    const { outcome, waits } = run([{ name: 'f', kind: 'flaky', config: { failures: 2, retryable: true } }], {
      runId: 'retry',
    });
    const result = await outcome;
    expect(result.status).toBe('succeeded');
    expect(result.steps[0]).toMatchObject({ attempts: 3, output: { attempt: 3 } });
    expect(waits).toEqual([100, 150]);
    expect(result.steps[0]?.log[0]).toContain('attempt 1 failed');
  });

  it('gives up after the last attempt and skips the steps after', async () => {
    const result = await run(
      [
        { name: 'f', kind: 'flaky', config: { failures: 5, retryable: true } },
        { name: 'after', kind: 'echo', config: { value: 1 } },
      ],
      { runId: 'giveup' },
    ).outcome;
    expect(result.status).toBe('failed');
    expect(result.steps.map((s) => [s.status, s.attempts])).toEqual([
      ['failed', 3],
      ['skipped', 0],
    ]);
    expect(result.error).toBe('f: request_failed: 503 on attempt 3');
  });

  it('does not retry a failure that is not retryable', async () => {
    const { outcome, waits } = run(
      [{ name: 'f', kind: 'flaky', config: { failures: 1, retryable: false } }],
      { runId: 'once' },
    );
    const result = await outcome;
    expect(result.steps[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(waits).toEqual([]);
  });

  it('fails a step whose rendered config its kind refuses, and an unknown kind', async () => {
    const bad = await run([
      { name: 'f', kind: 'flaky', config: { failures: '{{trigger.document.Name}}', retryable: true } },
    ]).outcome;
    expect(bad.steps[0]?.error).toMatch(/^bad_config: failures/);
    const unknown = await run([{ name: 'u', kind: 'teleport', config: {} }]).outcome;
    expect(unknown.steps[0]?.error).toBe('bad_config: unknown step kind teleport');
  });

  it('ends a step in flight at the time limit, even one that ignores the signal', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('the run took longer than its limit')), 30);
    const started = Date.now();
    const result = await run(
      [
        { name: 's', kind: 'slow', config: { ms: 5000 } },
        { name: 'after', kind: 'echo', config: { value: 1 } },
      ],
      { signal: controller.signal },
    ).outcome;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result.status).toBe('failed');
    expect(result.steps[0]?.error).toBe('timeout: the run took longer than its limit');
    expect(result.steps[1]?.status).toBe('skipped');
  });
});

describe('timerSleep', () => {
  it('waits, and ends at once when aborted', async () => {
    const controller = new AbortController();
    const waiting = timerSleep(10_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
    await expect(timerSleep(1, new AbortController().signal)).resolves.toBeUndefined();
  });
});
