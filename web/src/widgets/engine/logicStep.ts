import type { SessionUser, StoredDoc } from '@colmena/shared';
import type { SandboxError, SandboxOutcome } from '@colmena/shared/sandbox';
import type { EntryResult } from '../kindTypes';

/** What a logic function's `main(input)` gets (sandbox README): plain JSON, deep-frozen there. */
export interface LogicInput {
  /** The rows of each querysArray entry, in order (an entry not run here: []). */
  results: StoredDoc[][];
  /** The signed-in user's public fields (null for a visitor). */
  user: LogicUser | null;
  /** The document on screen (a project, a journal), or null. */
  document: Record<string, unknown> | null;
}

export interface LogicUser {
  uid: string;
  email: string;
  lvl: number;
  contactId: string | null;
  Name?: string;
  Surname?: string;
  Rol?: string;
  lenguage?: string;
}

/** The user as a logic function sees them: who they are, never session state (forceReset, counters). */
export function logicUser(user: SessionUser | null): LogicUser | null {
  if (!user) return null;
  const contact = user.contact;
  const shown: LogicUser = {
    uid: user.uid,
    email: user.email,
    lvl: user.lvl,
    contactId: contact?.FireId ?? null,
  };
  if (contact?.Name !== undefined) shown.Name = contact.Name;
  if (contact?.Surname !== undefined) shown.Surname = contact.Surname;
  if (contact?.Rol !== undefined) shown.Rol = contact.Rol;
  if (contact?.lenguage !== undefined) shown.lenguage = contact.lenguage;
  return shown;
}

export function logicInput(
  results: readonly EntryResult[],
  user: LogicUser | null,
  document: Record<string, unknown> | null,
): LogicInput {
  return { results: results.map((result) => result.docs), user, document };
}

/** Why a logic function's answer cannot feed a widget: not rows, nor lists of rows. */
export const badShapeMessage = 'bad_shape';

/**
 * A logic function's outcome as the renderer's results. Its answer is a list of rows (every
 * entry then shows those rows, whichever entry the kind reads) or a list of lists of rows (one
 * per entry, in order; entries past its end are empty). A row is a plain object; one without
 * FireId or collection gets them (`logic-{n}`, ''), so a renderer's keys and links still work
 * (a row of no collection opens nothing). A failure is an 'error' entry carrying the sandbox's
 * error, which the card shows as "Algo Salio Mal." and that error.
 */
export function logicResults(outcome: SandboxOutcome, raw: readonly EntryResult[]): EntryResult[] {
  const entries = Math.max(raw.length, 1);
  if (!outcome.ok) return [failed(outcome.error)];
  const value = outcome.value;
  if (!Array.isArray(value)) return [failed(badShape())];
  if (value.length > 0 && value.every(Array.isArray)) {
    const lists = value as unknown[][];
    if (!lists.every((list) => list.every(isRow))) return [failed(badShape())];
    return Array.from({ length: Math.max(entries, lists.length) }, (_, index) => ready(lists[index] ?? []));
  }
  if (!value.every(isRow)) return [failed(badShape())];
  const rows = ready(value);
  return Array.from({ length: entries }, () => rows);
}

function isRow(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function ready(rows: unknown[]): EntryResult {
  const docs = (rows as Record<string, unknown>[]).map((row, index) => ({
    ...row,
    FireId: typeof row.FireId === 'string' ? row.FireId : `logic-${index}`,
    collection: typeof row.collection === 'string' ? row.collection : '',
  }));
  return { status: 'ready', docs, error: null };
}

function badShape(): SandboxError {
  return { kind: 'output', message: badShapeMessage };
}

function failed(logicError: SandboxError): EntryResult {
  return { status: 'error', docs: [], error: null, logicError };
}
