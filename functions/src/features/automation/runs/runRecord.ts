import { createHash } from 'node:crypto';
import {
  type Automation,
  automationRunsCollection,
  automationSchema,
  automationsCollection,
} from '@colmena/shared/automation';
import type { DocData, Store, StoredDoc } from '../../../platform/store/Store';
import type { StepOutcome } from '../engine/executeSteps';
import { maxStoredOutputBytes, maxStoredRunBytes } from '../engine/limits';
import type { StartRunRequest } from '../steps/StepRunner';

export { automationRunsCollection, automationsCollection };

export type RunStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
export type TriggerType = StartRunRequest['trigger']['type'];

/** A step as its run document keeps it: the output as JSON up to 64 KB (else a preview). */
export interface StoredStep {
  name: string;
  kind: string;
  status: StepOutcome['status'];
  output?: unknown;
  /** The output was larger than 64 KB: `output` is the start of its JSON text. */
  truncated?: boolean;
  error?: string;
  attempts: number;
  durationMs: number;
  log: string[];
}

/** `automationRuns/{runId}` (level 100 reads it): one run, from its trigger to its outcome. */
export interface RunRecord {
  automationId: string;
  automationName: string;
  trigger: { type: TriggerType; input: unknown; inputTruncated?: boolean };
  status: RunStatus;
  /** How many automation runs made the command that started this one (loop guard). */
  depth: number;
  createdAt: string;
  startedAt?: string;
  endedAt?: string;
  durationMs?: number;
  steps: StoredStep[];
  error?: string;
  /** The run this one re-runs. */
  rerunOf?: string;
  dedupeKey?: string;
}

const finished: ReadonlySet<RunStatus> = new Set(['succeeded', 'failed', 'cancelled']);
export const isFinished = (status: RunStatus) => finished.has(status);

/** A run's id: drawn, or derived from the dedupe key so a repeated trigger finds its run. */
export function runIdFor(
  tenant: string,
  automationId: string,
  dedupeKey: string | undefined,
  newId: () => string,
) {
  if (dedupeKey === undefined) return newId();
  return `r${createHash('sha256').update(`${tenant}\n${automationId}\n${dedupeKey}`).digest('base64url').slice(0, 24)}`;
}

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value ?? null));

/** A value as a run document keeps it: itself when its JSON fits `max` bytes, else a preview. */
export function storedValue(
  value: unknown,
  max = maxStoredOutputBytes,
): { value: unknown; truncated?: true } {
  if (value === undefined) return { value: null };
  let text: string;
  try {
    text = JSON.stringify(value) ?? 'null';
  } catch {
    return { value: String(value).slice(0, 1000), truncated: true };
  }
  if (Buffer.byteLength(text) <= max) return { value: JSON.parse(text) as unknown };
  // Cut by characters, then trim to the byte budget (multi-byte characters).
  let preview = text.slice(0, max);
  while (Buffer.byteLength(preview) > max) preview = preview.slice(0, Math.floor(preview.length * 0.9));
  return { value: preview, truncated: true };
}

/** The steps as stored, each output within 64 KB and all of them within the run's budget. */
export function storedSteps(outcomes: readonly StepOutcome[], budget = maxStoredRunBytes): StoredStep[] {
  let left = budget;
  return outcomes.map((outcome) => {
    const kept = storedValue(outcome.output, Math.max(256, Math.min(maxStoredOutputBytes, left)));
    left -= jsonBytes(kept.value);
    const step: StoredStep = {
      name: outcome.name,
      kind: outcome.kind,
      status: outcome.status,
      attempts: outcome.attempts,
      durationMs: outcome.durationMs,
      log: outcome.log,
    };
    if (outcome.output !== undefined) step.output = kept.value;
    if (kept.truncated) step.truncated = true;
    if (outcome.error !== undefined) step.error = outcome.error.slice(0, 2000);
    return step;
  });
}

/** A run document as read back, or null when it is none. */
export function runOf(doc: StoredDoc | null): (RunRecord & { id: string }) | null {
  if (!doc || typeof doc.automationId !== 'string' || typeof doc.status !== 'string') return null;
  const { FireId, collection: _collection, ...body } = doc;
  return { ...(body as unknown as RunRecord), id: FireId };
}

/** A stored automation, parsed, or null when missing or malformed. */
export function automationOf(doc: StoredDoc | null): (Automation & { id: string }) | null {
  if (!doc) return null;
  const { FireId, collection: _collection, ...body } = doc;
  const parsed = automationSchema.safeParse(body);
  return parsed.success ? { ...parsed.data, id: FireId } : null;
}

/** The automation `id` of `tenant`, parsed, or null when missing or malformed. */
export async function loadAutomation(
  store: Store,
  tenant: string,
  id: string,
): Promise<(Automation & { id: string }) | null> {
  return automationOf(await store.get(tenant, automationsCollection, id));
}

export const runBody = (run: RunRecord): DocData => JSON.parse(JSON.stringify(run)) as DocData;
