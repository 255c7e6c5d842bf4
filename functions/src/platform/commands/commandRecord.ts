import { type ErrorCode, errorCodes, errorsEn } from '@colmena/shared';
import { documentDataProblem } from '@colmena/shared/schemas';
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
  | { id: string; status: 'rejected'; error: ErrorCode; message: string };

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
  ids?: string[];
}

export function rejectedOutcome(id: string, error: ErrorCode): CommandOutcome {
  return { id, status: 'rejected', error, message: errorsEn[error] };
}

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (errorCodes as readonly string[]).includes(value);

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
  return rejectedOutcome(record.FireId, isErrorCode(record.error) ? record.error : 'internal');
}

/** A record as a store document (no `undefined` anywhere: Firestore refuses it). */
export function recordData(record: CommandRecord): DocData {
  const data: DocData = { ...record };
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
  return data;
}

/**
 * Whatever a caller sent as payload, reduced to JSON for the rejected record; as its JSON text
 * when a store could not keep it as a value (empty or reserved field names, nested arrays).
 */
export function asJson(value: unknown): unknown {
  try {
    const text = JSON.stringify(value);
    if (text === undefined) return null;
    const json = JSON.parse(text) as unknown;
    return documentDataProblem(json) ? text : json;
  } catch {
    return null;
  }
}
