import type { ErrorCode } from '@colmena/shared';
import { areaKey, companyVersionCollection, companyVersionDoc } from '@colmena/shared/policy';
import { AppError, type ErrorParams } from '../http/AppError';
import type { StoreTransaction } from '../store/Store';
import { allWritesAllowed } from './checkWrites';
import { commandContext, contextAfterCompanyWrites } from './commandContext';
import {
  asJson,
  type CommandOutcome,
  type CommandRecord,
  commandDigest,
  commandsCollection,
  countersCollection,
  countersDoc,
  logsCollection,
  recordData,
  rejectedOutcome,
  repeatedOutcome,
} from './commandRecord';
import type { Actor, CommandContext, CommandRegistry, LogFields, Stamp } from './defineCommand';
import type { CommandEnvelope } from './envelope';
import { payloadErrorCode } from './envelope';
import { syncJournalCounts } from './journalCounts';
import { Staging } from './Staging';

/**
 * A command as it arrives (live), or as recorded and re-applied (replay: no checks, same stamp).
 * `digest` is commandDigest of what the caller sent, when the envelope is not that (a command
 * with `prepare` runs a payload of its own making); default: the envelope's. `onApplied` hears
 * the record this run stores when it applies the command (not a repeat's, not a rejection's).
 */
export type CommandOrigin =
  | {
      kind: 'live';
      actor: Actor;
      now(): string;
      newId(): string;
      digest?: string;
      onApplied?: (record: CommandRecord) => void;
    }
  | { kind: 'replay'; record: CommandRecord };

/**
 * The whole life of one command inside ONE store transaction: known id → its first outcome
 * when the same caller sends the same command again, else `command_id_reused`; else validate, check the actor may, stamp, apply (staged), check every staged write, keep
 * journal counts, then write the documents, the log entries, the seq counter and the record.
 * A rejection writes only the rejected record (a command creating its tenant: nothing, thrown).
 * Work outside the store (`prepare`, `after`) is sendCommand's, never done here.
 */
export async function executeCommand(
  tx: StoreTransaction,
  tenant: string,
  registry: CommandRegistry,
  envelope: CommandEnvelope,
  origin: CommandOrigin,
): Promise<CommandOutcome> {
  const { id, type } = envelope;
  const digest =
    origin.kind === 'live'
      ? (origin.digest ?? commandDigest(type, envelope.payload, registry.get(type)))
      : origin.record.digest;
  const existing = await tx.get(commandsCollection, id);
  if (existing) {
    if (origin.kind === 'replay') throw new Error(`replay: command ${id} is already in the target store`);
    return repeatedOutcome(existing, { uid: origin.actor.uid, type, digest: digest ?? '' });
  }
  const live = origin.kind === 'live';
  const actor = live ? origin.actor : origin.record.actor;
  const at = live ? origin.now() : origin.record.at;
  const definition = registry.get(type);
  const reject = (error: ErrorCode, params?: ErrorParams): CommandOutcome => {
    if (!live) throw new Error(`replay: command ${id} was rejected with ${error}`);
    // No tenant to record it in: the transaction is dropped and the caller told.
    if (definition?.createsTenant) throw new AppError(error);
    const record: CommandRecord = {
      id,
      type,
      payload: asJson(envelope.payload),
      at,
      actor,
      status: 'rejected',
      error,
      digest,
    };
    if (params) record.params = params;
    tx.set(commandsCollection, id, recordData(record));
    return rejectedOutcome(id, error, params);
  };

  if (!definition) return reject('invalid_change');
  const staging = new Staging(tx);
  const company = await staging.company();
  const ctx = commandContext(tenant, company ?? (definition.createsTenant ? {} : null), actor);
  const parsed = definition.parse(envelope.payload);
  if (!parsed.success) return reject(payloadErrorCode(parsed.error));
  const { command } = parsed;
  if (live && !command.allowed(actor, ctx)) return reject('forbidden');

  const counters = await tx.get(countersCollection, countersDoc);
  const seq = live
    ? (typeof counters?.commands === 'number' ? counters.commands : 0) + 1
    : (origin.record.seq ?? 0);
  const generated: string[] = [];
  const recorded = live ? [] : [...(origin.record.ids ?? [])];
  const newId = () => {
    const next = live ? origin.newId() : recorded.shift();
    if (next === undefined) throw new Error(`replay: command ${id} asks for more ids than were recorded`);
    generated.push(next);
    staging.mint(next);
    return next;
  };
  const stamp: Stamp = { at, actor, seq, newId };

  // The company facts the staged writes are judged by (those its own staged changes make).
  const writeContext = async () =>
    staging.companyWrites.length > 0
      ? contextAfterCompanyWrites(ctx, commandContext(tenant, await staging.finalCompany(), actor), actor)
      : ctx;
  // An AppError from the transitions (an append to a missing document: not_found) is the answer.
  const stagedWritesAllowed = async (writeCtx: CommandContext): Promise<boolean | AppError> => {
    try {
      return await allWritesAllowed(
        actor,
        staging,
        await staging.transitions(),
        writeCtx,
        definition.bindsAccounts,
        definition.removesUploads,
        definition.ownsCollections,
      );
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
  };

  let applied: Awaited<ReturnType<typeof command.apply>>;
  try {
    applied = await command.apply(staging, stamp, ctx);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Permission before content: a handler stages a write before it checks the values, so a
    // caller who may not make that write is refused for that, never told what the values break.
    if (live && (await stagedWritesAllowed(await writeContext())) === false) return reject('forbidden');
    return reject(error.code, error.params);
  }
  const { result, logs } = applied;
  const writeCtx = await writeContext();
  const allowed = live ? await stagedWritesAllowed(writeCtx) : true;
  if (allowed instanceof AppError) return reject(allowed.code, allowed.params);
  if (!allowed) return reject('forbidden');
  await syncJournalCounts(staging, writeCtx.definitions);

  staging.flush();
  // Open tabs follow the company live through this stamp (shared/src/policy/rulebook/companyVersion.ts).
  if (staging.companyWrites.length > 0 || staging.secretWrites.length > 0)
    tx.set(companyVersionCollection, companyVersionDoc, { seq, at });
  writeLogs(tx, id, logs, stamp, writeCtx);
  const { FireId: _id, collection: _collection, ...otherCounters } = counters ?? {};
  tx.set(countersCollection, countersDoc, { ...otherCounters, commands: seq });
  const record: CommandRecord = {
    id,
    type,
    payload: command.payload,
    at,
    actor,
    status: 'applied',
    seq,
    result,
    digest,
  };
  if (generated.length > 0) record.ids = generated;
  tx.set(commandsCollection, id, recordData(record));
  if (live) origin.onApplied?.(record);
  return { id, status: 'applied', result };
}

/**
 * Spec §3 log entries: `logs/{commandId}`, then `logs/{commandId}.1`, `.2`… for more documents,
 * each with `command` (the id of the command that wrote it).
 */
function writeLogs(
  tx: StoreTransaction,
  commandId: string,
  entries: readonly LogFields[],
  stamp: Stamp,
  ctx: CommandContext,
): void {
  entries.forEach((entry, i) => {
    const key = entry.key ?? areaKey(ctx.areaOf(entry.collection));
    tx.set(logsCollection, i === 0 ? commandId : `${commandId}.${i}`, {
      date: stamp.at,
      action: entry.action,
      user: stamp.actor.uid,
      document: entry.document,
      // Spec §3: the collection the change was made in (a body's own `collection` is kept in
      // `logs` by both stores: platform/store/ownCollection.ts).
      collection: entry.collection,
      ...(key ? { key } : {}),
      ...(entry.modification === undefined ? {} : { modification: entry.modification }),
      ...(entry.removed === undefined ? {} : { removed: [...entry.removed] }),
      command: commandId,
    });
  });
}
