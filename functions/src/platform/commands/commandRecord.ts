import { createHash } from 'node:crypto';
import { type ErrorCode, errorCodes, errorsEn } from '@colmena/shared';
import { commandDataLimits, documentDataProblem } from '@colmena/shared/schemas';
import { AppError, catalogueMessage, type ErrorParams } from '../http/AppError';
import type { DocData, StoredDoc } from '../store/Store';
import type { Actor, CommandResult } from './defineCommand';

/** Where commands are recorded (doc id = command id) and where the per-tenant seq lives. */
export const commandsCollection = 'commands';
export const logsCollection = 'logs';
export const countersCollection = 'meta';
export const countersDoc = 'counters';

/** The answer of `POST /api/commands` for a well-formed envelope. */
export type CommandOutcome =
  | { id: string; status: 'applied'; result: CommandResult }
  | { id: string; status: 'rejected'; error: ErrorCode; message: string; params?: ErrorParams };

/**
 * The stored command (`commands/{id}`): what was asked, by whom, when, and its outcome.
 * Applied commands carry their `seq` and the ids generated for them, which is all a replay
 * needs; rejected ones have no seq (they changed nothing).
 */
export interface CommandRecord {
  id: string;
  type: string;
  /** As sent; a rejected one a store could not keep as a value is its JSON text (asJson). */
  payload: unknown;
  at: string;
  actor: Actor;
  status: 'applied' | 'rejected';
  seq?: number;
  result?: CommandResult;
  error?: ErrorCode;
  /** What the rejection's catalogue text names (`{count}`...), answered again to a retry. */
  params?: ErrorParams;
  ids?: string[];
  /** commandDigest of what the caller sent: a retry matches it, a reused id does not. */
  digest?: string;
}

export function rejectedOutcome(id: string, error: ErrorCode, params?: ErrorParams): CommandOutcome {
  return params
    ? { id, status: 'rejected', error, message: catalogueMessage(error, params), params }
    : { id, status: 'rejected', error, message: errorsEn[error] };
}

/** A record's params as stored: names to texts or numbers, nothing else. */
function paramsOf(value: unknown): ErrorParams | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (errorCodes as readonly string[]).includes(value);

/** Top-level payload fields never hashed: a digest of a password would be a cheap guessing oracle. */
const secretFields = new Set(['password', 'confirmPassword']);

/** JSON with every object's keys sorted, so a digest does not depend on the sender's key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, canonical(object[key])]),
  );
}

/** What commandDigest needs of a command's definition. */
export interface DigestedCommand {
  secretFields?: readonly string[];
  serverOnly?: boolean;
}

/**
 * What tells a retry of a command from another command sent under the same id: SHA-256 of its
 * type and payload as the caller sent them (password fields and the command's own
 * `secretFields` left out: a digest of a secret is a guessing oracle). A browser may send the
 * same payload with its keys in another order, so keys are sorted first; a server-only command
 * is only ever built by this server's own code, always in the same order, so its JSON is hashed
 * as it is: sorting an import batch's thousand rows cost a twentieth of the batch.
 */
export function commandDigest(type: string, payload: unknown, command: DigestedCommand = {}): string {
  const secrets = command.secretFields ?? [];
  const hidden = (key: string) => secretFields.has(key) || secrets.includes(key);
  const body =
    typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? Object.fromEntries(Object.entries(payload).filter(([key]) => !hidden(key)))
      : payload;
  const digested = command.serverOnly ? (body ?? null) : canonical(body ?? null);
  return createHash('sha256')
    .update(JSON.stringify([type, digested]))
    .digest('base64url');
}

/** Who sends a command id again, and what they send under it. */
export interface CommandRepeat {
  uid: string;
  type: string;
  digest: string;
}

/**
 * The stored outcome for a retry: the same caller sending the same command again. Anything
 * else under a recorded id is refused with `command_id_reused` (409) and learns nothing of the
 * record: another caller (ids are client-chosen, so a copied id must never hand over someone
 * else's result) or the same caller with another type or payload (not a retry, and never run).
 * Records from before digests were kept compare by type.
 */
export function repeatedOutcome(record: StoredDoc, repeat: CommandRepeat): CommandOutcome {
  const actor = record.actor as { uid?: unknown } | null | undefined;
  const sameCaller = typeof actor === 'object' && actor !== null && actor.uid === repeat.uid;
  const sameCommand =
    typeof record.digest === 'string' ? record.digest === repeat.digest : record.type === repeat.type;
  if (!sameCaller || !sameCommand) throw new AppError('command_id_reused');
  return outcomeOf(record);
}

/** The outcome a stored record stands for (answered again for a repeated id). */
export function outcomeOf(record: StoredDoc): CommandOutcome {
  if (record.status === 'applied') {
    const result = record.result;
    return {
      id: record.FireId,
      status: 'applied',
      result: typeof result === 'object' && result !== null ? (result as CommandResult) : {},
    };
  }
  return rejectedOutcome(
    record.FireId,
    isErrorCode(record.error) ? record.error : 'internal',
    paramsOf(record.params),
  );
}

/**
 * A record as a store document (no `undefined` anywhere: Firestore refuses it), its id, type,
 * status and seq first: the embedded store's commit feed reads them from the head of its JSON
 * (commandHead) without parsing the payload behind them.
 */
export function recordData(record: CommandRecord): DocData {
  const { id, type, status, seq, ...rest } = record;
  const data: DocData = { id, type, status, seq, ...rest };
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
  return data;
}

/** What a record's JSON says first (recordData's order), read without parsing the rest. */
export interface CommandHead {
  id: string;
  type: string;
  status: 'applied' | 'rejected';
  /** Applied commands only. */
  seq?: number;
}

const jsonText = String.raw`"(?:[^"\\]|\\.)*"`;
const headPattern = new RegExp(
  String.raw`^\{"id":(${jsonText}),"type":(${jsonText}),"status":"(applied|rejected)"(?:,"seq":(\d{1,15})[,}]|(?!,"seq":)[,}])`,
);

/**
 * The head of a command record's stored JSON (as recordData orders it: an import batch's record
 * is ~250 KB of rows after it, which a listener deciding by the type need not parse). Null when
 * the text does not begin so (a record of an earlier version): then only parsing it tells.
 */
export function commandHead(json: string): CommandHead | null {
  const match = headPattern.exec(json);
  if (!match) return null;
  const [, id, type, status, seq] = match;
  const head: CommandHead = {
    id: JSON.parse(id as string) as string,
    type: JSON.parse(type as string) as string,
    status: status as CommandHead['status'],
  };
  if (seq !== undefined) head.seq = Number(seq);
  return head;
}

/**
 * Whatever a caller sent as payload, reduced to JSON for the rejected record; as its JSON text
 * when a store could not keep it as a value (empty or reserved field names, nested arrays), or
 * not one level down in a record (checked with the command limits, which leave that room).
 */
export function asJson(value: unknown): unknown {
  try {
    const text = JSON.stringify(value);
    if (text === undefined) return null;
    const json = JSON.parse(text) as unknown;
    return documentDataProblem(json, commandDataLimits) ? text : json;
  } catch {
    return null;
  }
}
