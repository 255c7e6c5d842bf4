import {
  type Automation,
  automationRunsCollection,
  automationSchema,
  automationsCollection,
  createAutomationPayloadSchema,
  deleteAutomationPayloadSchema,
  rerunAutomationPayloadSchema,
  updateAutomationPayloadSchema,
} from '@colmena/shared/automation';
import { deletedSuffix, levels } from '@colmena/shared/policy';
import {
  type Actor,
  type Command,
  type CommandTx,
  defineCommand,
} from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { cronProblem } from '../../platform/jobs/scheduleRules';
import type { DocData } from '../../platform/store/Store';
import { runOf } from './runs/runRecord';
import { startRun } from './runs/startRun';
import { syncSchedules } from './triggers/scheduleTrigger';

const deletedAutomations = `${automationsCollection}${deletedSuffix}`;

/** Automations are made and run by level 100 only (the runner also checks each write's policy). */
const isAdmin = (actor: Actor) => actor.lvl >= levels.admin;

/** A schedule whose cron or zone croner cannot read is refused before anything is kept. */
function assertSchedules(automation: Automation): void {
  for (const trigger of automation.triggers)
    if (trigger.type === 'schedule' && cronProblem(trigger.cron, trigger.timezone) !== null)
      throw new AppError('invalid_change', `Invalid schedule: ${trigger.cron}`);
}

const stored = (automation: Automation, at: string): DocData => ({
  ...(JSON.parse(JSON.stringify(automation)) as DocData),
  UpdatedAt: at,
});

async function parsedAutomation(tx: CommandTx, docId: string): Promise<Automation | null> {
  const doc = await tx.get(automationsCollection, docId);
  if (!doc) return null;
  const parsed = automationSchema.safeParse(doc);
  return parsed.success ? parsed.data : null;
}

/** `automation.create {automation, docId?}` → `{docId}`; an id already taken is refused. */
export const createAutomation = defineCommand({
  type: 'automation.create',
  schema: createAutomationPayloadSchema,
  allowed: (actor, _input, ctx) => isAdmin(actor) && ctx.mayWriteIn(automationsCollection),
  async apply(tx, input, stamp) {
    assertSchedules(input.automation);
    const docId = input.docId ?? stamp.newId();
    if (await tx.get(automationsCollection, docId)) throw new AppError('error_creating_document');
    tx.set(automationsCollection, docId, { ...stored(input.automation, stamp.at), CreatedAt: stamp.at });
    return { docId };
  },
  log: (input, result) => ({
    action: 'create',
    collection: automationsCollection,
    document: result.docId,
    modification: input.automation,
  }),
  async after(command, { tenant, services }) {
    if (services.jobs)
      await syncSchedules(services.jobs, tenant, String(command.result.docId), command.payload.automation);
  },
});

/** `automation.update {docId, automation}`: the editor's whole automation replaces the stored one. */
export const updateAutomation = defineCommand({
  type: 'automation.update',
  schema: updateAutomationPayloadSchema,
  allowed: (actor, _input, ctx) => isAdmin(actor) && ctx.mayWriteIn(automationsCollection),
  async apply(tx, input, stamp) {
    assertSchedules(input.automation);
    const before = await tx.get(automationsCollection, input.docId);
    if (!before) throw new AppError('error_saving_change');
    const createdAt = typeof before.CreatedAt === 'string' ? { CreatedAt: before.CreatedAt } : {};
    tx.set(automationsCollection, input.docId, { ...stored(input.automation, stamp.at), ...createdAt });
    return { docId: input.docId };
  },
  log: (input) => ({
    action: 'replacement',
    collection: automationsCollection,
    document: input.docId,
    modification: input.automation,
  }),
  async after(command, { tenant, services }) {
    if (services.jobs)
      await syncSchedules(services.jobs, tenant, command.payload.docId, command.payload.automation);
  },
});

/** `automation.delete {docId}`: the automation moves to `automationsDeleted` with deletedBy; its schedules go. */
export const deleteAutomation = defineCommand({
  type: 'automation.delete',
  schema: deleteAutomationPayloadSchema,
  allowed: (actor, _input, ctx) => isAdmin(actor) && ctx.mayWriteIn(automationsCollection),
  async apply(tx, input, stamp) {
    const doc = await tx.get(automationsCollection, input.docId);
    if (!doc) throw new AppError('deletion_error');
    const { FireId: _id, collection: _collection, ...body } = doc;
    tx.set(deletedAutomations, input.docId, { ...body, deletedBy: stamp.actor.uid });
    tx.delete(automationsCollection, input.docId);
    return { docId: input.docId, collection: deletedAutomations };
  },
  log: (input) => ({ action: 'delete', collection: automationsCollection, document: input.docId }),
  async after(command, { tenant, services }) {
    if (services.jobs) await syncSchedules(services.jobs, tenant, command.payload.docId, null);
  },
});

/**
 * `automation.rerun {runId}` → `{runId}` of the new run: a failed or cancelled run starts again
 * with its trigger and input, once its command is recorded (the run itself is the engine's
 * work, after the commit; a replay records the command and runs nothing).
 */
export const rerunAutomation = defineCommand({
  type: 'automation.rerun',
  schema: rerunAutomationPayloadSchema,
  allowed: (actor, _input, ctx) => isAdmin(actor) && ctx.mayWriteIn(automationsCollection),
  async apply(tx, input, stamp) {
    const run = runOf(await tx.get(automationRunsCollection, input.runId));
    if (!run || (run.status !== 'failed' && run.status !== 'cancelled')) throw new AppError('invalid_change');
    const automation = await parsedAutomation(tx, run.automationId);
    if (!automation?.enabled) throw new AppError('invalid_change', 'This automation is disabled or removed');
    return { runId: stamp.newId(), automationId: run.automationId };
  },
  log: (input, result) => ({
    action: 'create',
    collection: automationRunsCollection,
    document: result.runId,
    modification: { rerunOf: input.runId },
  }),
  async after(command, { tenant, services }) {
    if (!services.jobs) return;
    const run = runOf(await services.store.get(tenant, automationRunsCollection, command.payload.runId));
    if (!run) return;
    await startRun(
      { store: services.store, jobs: services.jobs, clock: services.clock, ids: services.ids },
      {
        tenant,
        automationId: String(command.result.automationId),
        trigger: { type: run.trigger.type, input: run.trigger.input },
      },
      { rerunOf: command.payload.runId, runId: String(command.result.runId), depth: run.depth },
    );
  },
});

/** The automation commands, listed in the one registry (features/replay/allCommands). */
export const automationCommands: readonly Command[] = [
  createAutomation,
  updateAutomation,
  deleteAutomation,
  rerunAutomation,
];
