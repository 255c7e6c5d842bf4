import { automationSchema } from '@colmena/shared/automation';
import { levels } from '@colmena/shared/policy';
import { docIdSchema } from '@colmena/shared/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { requireCaller } from '../../platform/http/caller';
import { readJson } from '../../platform/http/readJson';
import { requireTenant } from '../../platform/http/requireTenant';
import { embeddedRunLimits, type RunLimits } from './engine/limits';
import { automationRunsCollection, loadAutomation, runOf } from './runs/runRecord';
import { startRun } from './runs/startRun';
import { testRunAutomation } from './testRun';

const manualRunSchema = z.object({ input: z.unknown().optional() });
const testRunSchema = z.object({
  automation: automationSchema,
  automationId: docIdSchema.optional(),
  input: z.unknown().optional(),
});

/** Runs a manual widget lists. */
export const recentRunsShown = 10;

export interface AutomationRoutesOptions {
  limits?: RunLimits;
}

/**
 * Mounted at `/api`:
 * - `POST /automations/:id/run {input?}` → 202 `{runId}`: a manual run (the automation widget).
 *   Level 100 runs any automation; any staff member (not a client) runs one that has a manual
 *   trigger. A disabled or unknown automation is not_found.
 * - `GET /automations/:id/runs` → `{runs}`: its latest runs, newest first, for the same callers.
 * - `POST /automations/test {automation, automationId?, input?}` → the test-run's outcome (level 100).
 * Level 100 reads automations and runs through the query API too (fixed collections).
 */
export function automationRoutes(deps: AppDeps, options: AutomationRoutesOptions = {}) {
  const limits = options.limits ?? embeddedRunLimits;

  const runnable = async (tenant: string, id: string, caller: ReturnType<typeof requireCaller>) => {
    const automation = await loadAutomation(deps.store, tenant, id);
    if (!automation) throw new AppError('not_found');
    const admin = caller.lvl >= levels.admin;
    const staff = caller.lvl >= 0 && caller.rol !== 'Cliente';
    if (!admin && !(staff && automation.triggers.some((t) => t.type === 'manual')))
      throw new AppError('forbidden');
    return automation;
  };

  return new Hono<AppEnv>()
    .post('/automations/test', async (c) => {
      const tenant = requireTenant(c);
      const caller = requireCaller(c);
      if (caller.lvl < levels.admin) throw new AppError('forbidden');
      const body = testRunSchema.safeParse(await readJson(c));
      if (!body.success) throw new AppError('invalid_change', body.error.issues[0]?.message);
      const result = await testRunAutomation(
        { ...deps, limits },
        tenant,
        body.data.automationId ?? 'draft',
        body.data.automation,
        body.data.input ?? {},
      );
      return c.json(result);
    })
    .post('/automations/:id/run', async (c) => {
      const tenant = requireTenant(c);
      const caller = requireCaller(c);
      const id = c.req.param('id');
      await runnable(tenant, id, caller);
      const body = manualRunSchema.safeParse(await readJson(c));
      if (!body.success) throw new AppError('bad_request');
      const { runId } = await startRun(deps, {
        tenant,
        automationId: id,
        trigger: { type: 'manual', input: { ...asObject(body.data.input), by: caller.uid } },
      });
      return c.json({ runId }, 202);
    })
    .get('/automations/:id/runs', async (c) => {
      const tenant = requireTenant(c);
      const caller = requireCaller(c);
      const id = c.req.param('id');
      await runnable(tenant, id, caller);
      // One equality filter (no composite index); newest first here.
      const docs = await deps.store.query(tenant, {
        collection: automationRunsCollection,
        where: [['automationId', '==', id]],
      });
      const runs = docs
        .map(runOf)
        .filter((run) => run !== null)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, recentRunsShown)
        .map(({ trigger, steps, ...run }) => ({
          ...run,
          trigger: { type: trigger.type },
          steps: steps.map(({ name, status, durationMs, error }) => ({ name, status, durationMs, error })),
        }));
      return c.json({ runs });
    });
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : value === undefined
      ? {}
      : { value };
}
