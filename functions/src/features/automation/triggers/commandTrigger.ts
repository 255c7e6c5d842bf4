import {
  type Automation,
  automationRunsCollection,
  automationSchema,
  automationsCollection,
  commandEventOf,
  commandTriggerMatches,
  type DocumentEvent,
} from '@colmena/shared/automation';
import { deletedSuffix } from '@colmena/shared/policy';
import { AppError } from '../../../platform/http/AppError';
import type { Store } from '../../../platform/store/Store';
import { automationOfActor } from '../engine/automationActor';
import { runIdFor } from '../runs/runRecord';
import { type StartRunDeps, startRun } from '../runs/startRun';

/** The stored command record, as much of it as a trigger reads (platform/commands/commandRecord). */
export interface AppliedCommandRecord {
  id: string;
  type: string;
  status: string;
  payload: unknown;
  result?: unknown;
  at?: string;
  actor?: { uid?: unknown };
}

/** The run an automation's loop guard refused: a failed run, named so the admin sees why. */
export const loopError = 'automation_loop';

export interface CommandTriggerDeps extends StartRunDeps {
  maxDepth: number;
  /** The company's enabled automations (cached by the embedded engine). */
  automationsOf?: (tenant: string) => Promise<ReadonlyArray<Automation & { id: string }>>;
}

/** Every enabled automation of a company, parsed (a malformed one is left out). */
export async function enabledAutomations(store: Store, tenant: string) {
  const docs = await store.query(tenant, { collection: automationsCollection });
  const automations: Array<Automation & { id: string }> = [];
  for (const { FireId, collection: _collection, ...body } of docs) {
    const parsed = automationSchema.safeParse(body);
    if (parsed.success && parsed.data.enabled) automations.push({ ...parsed.data, id: FireId });
  }
  return automations;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const field = (value: unknown, key: string) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** What happened to which document, read back from the store (the document as it is now). */
async function documentEvent(
  store: Store,
  tenant: string,
  record: AppliedCommandRecord,
): Promise<DocumentEvent | null> {
  const event = commandEventOf(record.type);
  const collection = text(field(record.payload, 'collection'));
  const docId = text(field(record.payload, 'docId')) ?? text(field(record.result, 'docId'));
  if (!event || !collection || !docId) return null;
  const where =
    event === 'delete'
      ? `${collection}${deletedSuffix}`
      : event === 'move'
        ? (text(field(record.payload, 'to')) ?? collection)
        : collection;
  const stored = await store.get(tenant, where, docId);
  let document: Record<string, unknown> | null = null;
  if (stored) {
    const { collection: _c, ...body } = stored;
    document = body;
  }
  return { event, collection, docId, document };
}

/**
 * After a document command is applied (issue 15 "on command"): a run of every enabled
 * automation with a command trigger matching it, keyed by the command id, so a command seen
 * twice (the change feed and a restart, or a trigger delivered twice) starts one run each. A
 * command an automation made starts runs one level deeper; past maxDepth the run is recorded
 * failed with `automation_loop` instead, so an automation that writes what it listens to
 * stops. Resolves with the run ids.
 */
export async function startCommandRuns(
  deps: CommandTriggerDeps,
  tenant: string,
  record: AppliedCommandRecord,
): Promise<string[]> {
  if (record.status !== 'applied' || !commandEventOf(record.type)) return [];
  const automations = await (deps.automationsOf ?? ((t) => enabledAutomations(deps.store, t)))(tenant);
  const listening = automations.filter((a) =>
    a.triggers.some(
      (t) => t.type === 'command' && t.collection === text(field(record.payload, 'collection')),
    ),
  );
  if (listening.length === 0) return [];
  const event = await documentEvent(deps.store, tenant, record);
  if (!event) return [];

  const maker = automationOfActor(String(record.actor?.uid ?? ''));
  let depth = 0;
  if (maker) {
    const parent = await deps.store.get(tenant, automationRunsCollection, maker.runId);
    depth = (typeof parent?.depth === 'number' ? parent.depth : 0) + 1;
  }
  const input = {
    event: event.event,
    collection: event.collection,
    docId: event.docId,
    document: event.document,
    command: { id: record.id, type: record.type, at: record.at ?? null, by: record.actor?.uid ?? null },
  };
  const runIds: string[] = [];
  for (const automation of listening) {
    if (!automation.triggers.some((t) => t.type === 'command' && commandTriggerMatches(t, event))) continue;
    const dedupeKey = `command:${record.id}`;
    if (depth > deps.maxDepth) {
      runIds.push(await recordLoop(deps, tenant, automation, dedupeKey, input, depth));
      continue;
    }
    try {
      const { runId } = await startRun(
        deps,
        { tenant, automationId: automation.id, trigger: { type: 'command', input, dedupeKey } },
        { depth },
      );
      runIds.push(runId);
    } catch (error) {
      // Disabled or removed between the read and the start: nothing to run.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return runIds;
}

async function recordLoop(
  deps: CommandTriggerDeps,
  tenant: string,
  automation: Automation & { id: string },
  dedupeKey: string,
  input: unknown,
  depth: number,
): Promise<string> {
  const runId = runIdFor(tenant, automation.id, dedupeKey, () => deps.ids.newId());
  const at = deps.clock.now().toISOString();
  await deps.store.transaction(tenant, async (tx) => {
    if (await tx.get(automationRunsCollection, runId)) return;
    tx.set(automationRunsCollection, runId, {
      automationId: automation.id,
      automationName: automation.name,
      trigger: { type: 'command', input: JSON.parse(JSON.stringify(input)) as unknown },
      status: 'failed',
      depth,
      createdAt: at,
      endedAt: at,
      steps: [],
      dedupeKey,
      error: `${loopError}: started by automations ${depth} deep (at most ${deps.maxDepth}); not run`,
    });
  });
  return runId;
}
