import type { Language, MessageKey } from '@colmena/shared';
import { type FieldDefinition, fieldLabel } from '@colmena/shared/fields';
import { formatDateTime, formatValue } from '@colmena/shared/format';
import type { LogAction } from '@colmena/shared/schemas';

const actionKeys: Record<LogAction, MessageKey> = {
  create: 'logs.action.create',
  modification: 'logs.action.modification',
  replacement: 'logs.action.replacement',
  delete: 'logs.action.delete',
  'move to another colection': 'logs.action.move',
  restore: 'logs.action.restore',
};

/** The readable name of a stored action, or null for one this release does not know (shown raw). */
export function actionKey(action: unknown): MessageKey | null {
  return typeof action === 'string' && Object.hasOwn(actionKeys, action)
    ? actionKeys[action as LogAction]
    : null;
}

export type ActionTone = 'create' | 'change' | 'delete' | 'move' | 'other';

/** Colour family of an action's badge. */
export function actionTone(action: unknown): ActionTone {
  if (action === 'create') return 'create';
  if (action === 'modification' || action === 'replacement') return 'change';
  if (action === 'delete') return 'delete';
  if (action === 'move to another colection') return 'move';
  if (action === 'restore') return 'create';
  return 'other';
}

/** One line of a change: `field: value`, or just a value when the change is not a map (a move target). */
export interface ChangeLine {
  field: string | null;
  value: string;
}

/**
 * A log's `modification` as lines to read (spec §3: the merged fields, the replacement, or
 * the move target), values as cards show them (formatValue, spec §8), ISO dates as es-ES dates;
 * fields by their declared labels where the collection declares them.
 */
export function changeLines(
  modification: unknown,
  fields: readonly FieldDefinition[] = [],
  language: Language = 'es',
): ChangeLine[] {
  if (modification === undefined || modification === null) return [];
  if (isPlainObject(modification)) {
    // Where the collection declares its fields, they read as the data screens call them.
    const named = (field: string) => (fields.length > 0 ? fieldLabel(field, fields, language) : field);
    return Object.entries(modification).map(([field, value]) => ({
      field: named(field),
      value: readable(value),
    }));
  }
  return [{ field: null, value: readable(modification) }];
}

/**
 * The fields an edit removed (the entry's `removed`, issue 12: an edit that only clears a field
 * used to read "Sin detalles"), by their declared labels where the collection declares them.
 */
export function removedFields(
  removed: unknown,
  fields: readonly FieldDefinition[] = [],
  language: Language = 'es',
): string[] {
  if (!Array.isArray(removed)) return [];
  return removed
    .filter((field): field is string => typeof field === 'string' && field !== '')
    .map((field) => (fields.length > 0 ? fieldLabel(field, fields, language) : field));
}

/** What staff did to someone's password, as the agenda logs it (contact.passwordReset). */
export interface PasswordNote {
  how: 'temporary' | 'resetMail';
  /** The account (uid) it was done to. */
  account: string;
}

/**
 * A contact's password entry (`{ password: 'temporary', forceReset, account }` or
 * `{ password: 'resetMail', account }`) as one sentence rather than its storage words; null for
 * any other entry, which reads as field lines.
 */
export function passwordNote(collection: string, modification: unknown): PasswordNote | null {
  if (collection !== 'agenda' || !isPlainObject(modification)) return null;
  const { password, account, forceReset, ...rest } = modification;
  if (Object.keys(rest).length > 0 || typeof account !== 'string') return null;
  if (password === 'temporary' && (forceReset === true || forceReset === undefined))
    return { how: 'temporary', account };
  if (password === 'resetMail' && forceReset === undefined) return { how: 'resetMail', account };
  return null;
}

export type TaskNote = 'received' | 'completed' | 'reopened';

/**
 * A task entry of the recipient's app (`{ recibed: true }`, `{ completed }`: spec §4 spelling)
 * as one sentence rather than "recibed: Verdadero"; null for any other entry.
 */
export function taskNote(collection: string, modification: unknown): TaskNote | null {
  if (collection !== 'tasksMessages' || !isPlainObject(modification)) return null;
  const keys = Object.keys(modification);
  if (keys.length !== 1) return null;
  if (modification.recibed === true) return 'received';
  if (modification.completed === true) return 'completed';
  if (modification.completed === false) return 'reopened';
  return null;
}

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function readable(value: unknown): string {
  if (typeof value === 'string' && isoDateTime.test(value)) return formatDateTime(value);
  // formatValue joins a list's items, which leaves nothing at all to read for an empty one.
  if (Array.isArray(value) && value.length === 0) return '[]';
  return formatValue(value);
}

/**
 * A move's target collection (`to`), whether logged as the bare name, as `{ to }`, or as
 * `{ to, Name }` (the record's name, issue 12).
 */
export function moveTarget(modification: unknown): string | null {
  if (typeof modification === 'string') return modification;
  if (
    isPlainObject(modification) &&
    Object.keys(modification).every((key) => key === 'to' || key === 'Name') &&
    typeof modification.to === 'string'
  ) {
    return modification.to;
  }
  return null;
}

/** How a delete, move or restore reads in the log: the record's name, where it went, what it meant. */
export interface RemovalSummary {
  /** The record's Name when the entry names it (issue 12; older entries do not). */
  record: string | null;
  /** The collection it went to (a move, a project's backup). */
  to: string | null;
  /** Into the trash, erased from it for good, or back from it. */
  note: 'toTrash' | 'erased' | 'fromTrash' | null;
}

const deletedCopy = /.Deleted$/;

/**
 * A delete, move or restore entry as a short sentence's parts, or null for other actions (their
 * changes read as `field: value` lines). A delete from a `…Deleted` collection is the trash being
 * emptied; any other delete sends the record to the trash.
 */
export function removalSummary(
  action: unknown,
  collection: string,
  modification: unknown,
): RemovalSummary | null {
  const fields = isPlainObject(modification) ? modification : {};
  const record = typeof fields.Name === 'string' && fields.Name.trim() !== '' ? fields.Name : null;
  if (action === 'move to another colection') return { record, to: moveTarget(modification), note: null };
  if (action === 'restore') return { record, to: null, note: 'fromTrash' };
  if (action !== 'delete') return null;
  if (deletedCopy.test(collection)) return { record, to: null, note: 'erased' };
  // A project's backup names its `…Deleted` target: that is the trash, said in words.
  const to = typeof fields.to === 'string' && !deletedCopy.test(fields.to) ? fields.to : null;
  return { record, to, note: to === null ? 'toTrash' : null };
}

/**
 * The collection the logged write went to. Stores add `collection` to every document on read
 * (spec §3), which hides a log's own `collection` field behind 'logs'; no command writes to
 * `logs`, so that value means "hidden" and the entry's collection key is the next best answer.
 */
export function writtenCollection(entry: { collection: string; key?: unknown }): string {
  if (entry.collection !== 'logs') return entry.collection;
  return typeof entry.key === 'string' ? entry.key : '';
}

/** When the entry was written, es-ES like every date of the product (spec §8). */
export function entryDate(date: unknown): string {
  if (typeof date === 'string' || typeof date === 'number') return formatDateTime(date);
  return formatValue(date);
}

/** Machine-readable form of the date for <time dateTime>, when it is one. */
export function entryDateTime(date: unknown): string | undefined {
  if (typeof date !== 'string' && typeof date !== 'number') return undefined;
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
