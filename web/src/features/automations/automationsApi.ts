import { z } from 'zod';
import { browserFetch } from '../../api/browserFetch';
import { type Fetch, requestJson } from '../../api/request';

/** A step's outcome as a run document keeps it (functions/src/features/automation/runs/runRecord.ts). */
export const storedStepSchema = z.looseObject({
  name: z.string(),
  kind: z.string().optional(),
  status: z.string(),
  output: z.unknown().optional(),
  truncated: z.boolean().optional(),
  error: z.string().optional(),
  attempts: z.number().optional(),
  durationMs: z.number().optional(),
  log: z.array(z.string()).optional(),
});
export type StoredStepView = z.infer<typeof storedStepSchema>;

export const testRunResultSchema = z.object({
  status: z.enum(['succeeded', 'failed']),
  steps: z.array(storedStepSchema),
  error: z.string().optional(),
  durationMs: z.number(),
});
export type TestRunResult = z.infer<typeof testRunResultSchema>;

const recentRunsSchema = z.object({
  runs: z.array(
    z.looseObject({
      id: z.string(),
      status: z.string(),
      createdAt: z.string(),
      durationMs: z.number().optional(),
      error: z.string().optional(),
      steps: z.array(storedStepSchema),
    }),
  ),
});
export type RecentRun = z.infer<typeof recentRunsSchema>['runs'][number];

/** `POST /api/automations/test`: the draft runs now with the sample input (level 100). */
export const testRun = (
  automation: unknown,
  input: unknown,
  automationId?: string,
  fetchFn: Fetch = browserFetch,
) =>
  requestJson(fetchFn, '/api/automations/test', testRunResultSchema, {
    method: 'POST',
    body: { automation, input, ...(automationId ? { automationId } : {}) },
  });

/** `POST /api/automations/:id/run`: a manual run (the automation widget). */
export const runAutomation = (id: string, input: unknown, fetchFn: Fetch = browserFetch) =>
  requestJson(fetchFn, `/api/automations/${encodeURIComponent(id)}/run`, z.object({ runId: z.string() }), {
    method: 'POST',
    body: { input },
  });

/** `GET /api/automations/:id/runs`: its latest runs, newest first. */
export const recentRuns = async (id: string, fetchFn: Fetch = browserFetch) =>
  (await requestJson(fetchFn, `/api/automations/${encodeURIComponent(id)}/runs`, recentRunsSchema)).runs;
