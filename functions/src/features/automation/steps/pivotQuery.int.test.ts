import { pivotStepConfigSchema } from '@colmena/shared/automation/steps';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { stepServices } from '../engine/stepServices';
import { pivotRunner } from './pivotRunner';
import { runStep, stepContext, stepFailure } from './testing/stepTestKit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('pivot step over a query read as the automation (the engine’s StepServices.query)', () => {
  it('pivots the documents the query finds, counted as POST /api/query would answer them', async () => {
    const { query } = stepServices(t.deps, { tenant: 'demo', automationId: 'auto1', runId: 'run1' });
    const { context } = stepContext({ ...(query ? { query } : {}) });
    const out = (await runStep(
      pivotRunner,
      pivotStepConfigSchema,
      {
        source: { from: 'query', query: { collection: 'proyectos' } },
        pivot: { rows: [], cols: [], values: [{ agg: 'count' }] },
      },
      context,
    )) as { documentCount: number; grandTotal: number[] };
    const projects = await t.deps.store.query('demo', { collection: 'proyectos' });
    expect(projects.length).toBeGreaterThan(0);
    expect(out.documentCount).toBe(projects.length);
    expect(out.grandTotal).toEqual([projects.length]);
  });

  it('a query the query model refuses is bad_config', async () => {
    const { query } = stepServices(t.deps, { tenant: 'demo', automationId: 'auto1', runId: 'run1' });
    const { context } = stepContext({ ...(query ? { query } : {}) });
    const run = runStep(
      pivotRunner,
      pivotStepConfigSchema,
      {
        source: { from: 'query', query: { collection: 'proyectos', limit: -1 } },
        pivot: { rows: [], cols: [], values: [{ agg: 'count' }] },
      },
      context,
    );
    expect(await stepFailure(run)).toMatchObject({ reason: 'bad_config' });
  });
});
