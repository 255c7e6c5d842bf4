import { automationRunsCollection } from '@colmena/shared/automation';
import { afterEach, describe, expect, it } from 'vitest';
import { testPlatform } from '../../testing/testApp';
import type { StepRunner } from './steps/StepRunner';
import { findStepRunner } from './steps/stepRunners';
import { app, closeApp, finishedRuns, open, send, until } from './testing/automationsHarness';

/** Runs under limits (issue 15): per-company concurrency, the run time limit, re-run. */
afterEach(closeApp);

describe.skipIf(testPlatform === 'cloud')('runs under limits', () => {
  /** A `string` step that waits `ms` (its text) and counts how many run at once. */
  function slowStrings() {
    let running = 0;
    let most = 0;
    const slow: StepRunner<never> = {
      kind: 'string',
      run: (async (config: { text: string }) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, Number(config.text)));
        running -= 1;
        return config.text;
      }) as never,
    };
    return {
      runnerOf: (kind: string) => (kind === 'string' ? slow : findStepRunner(kind)),
      most: () => most,
    };
  }
  const waiting = (ms: number) => ({
    name: 'Espera',
    enabled: true,
    triggers: [{ type: 'manual' }],
    steps: [{ name: 'wait', kind: 'string', config: { op: 'template', text: String(ms) } }],
  });

  it('at most perTenantConcurrency runs of a company at once; all of them end', async () => {
    const slow = slowStrings();
    await open({ limits: { perTenantConcurrency: 2 }, runnerOf: slow.runnerOf });
    await send('admin', 'automation.create', { automation: waiting(80), docId: 'slow' });
    for (let i = 0; i < 6; i += 1)
      await app.engine.startRun({
        tenant: 'demo',
        automationId: 'slow',
        trigger: { type: 'manual', input: {} },
      });
    const done = await finishedRuns('slow', 6);
    expect(done.every((r) => r.status === 'succeeded')).toBe(true);
    expect(slow.most()).toBe(2);
  });

  it('a run past its time limit fails as a timeout; it can be re-run by level 100', async () => {
    await open({ limits: { runTimeMs: 100 }, runnerOf: slowStrings().runnerOf });
    await send('admin', 'automation.create', { automation: waiting(2000), docId: 'late' });
    const { runId } = await app.engine.startRun({
      tenant: 'demo',
      automationId: 'late',
      trigger: { type: 'manual', input: { n: 1 } },
    });
    const [run] = await finishedRuns('late');
    expect(run).toMatchObject({ status: 'failed', steps: [{ name: 'wait', status: 'failed' }] });
    expect(String(run?.error)).toContain('timeout: the run took longer than its limit');

    expect(await send('manager', 'automation.rerun', { runId })).toMatchObject({
      status: 'rejected',
      error: 'forbidden',
    });
    const rerun = await send('admin', 'automation.rerun', { runId });
    expect(rerun.status).toBe('applied');
    const again = await until(async () => {
      const doc = await app.t.deps.store.get('demo', automationRunsCollection, String(rerun.result?.runId));
      return doc && doc.status === 'failed' ? doc : undefined;
    });
    expect(again).toMatchObject({ rerunOf: runId, trigger: { type: 'manual', input: { n: 1 } } });
    // A run that did not fail is not re-run.
    expect(await send('admin', 'automation.rerun', { runId: 'nope' })).toMatchObject({
      status: 'rejected',
      error: 'invalid_change',
    });
  });
});
