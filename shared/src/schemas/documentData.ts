import { z } from 'zod';

/** Spec §8 text for a write whose data holds `undefined` (error code value_undefined). */
export const valueUndefinedMessage = 'One of the values is undefined!!!';

/** Firestore reserves names like `__name__`: document ids, collection ids and field names alike. */
const reservedName = /^__.*__$/;

export function isReservedName(name: string): boolean {
  // Most names do not start with "__": two character tests settle them without the expression.
  return name.charCodeAt(0) === 95 && name.charCodeAt(1) === 95 && reservedName.test(name);
}

/**
 * How large a document body may be. Firestore's limits (firebase.google.com/docs/firestore/quotas),
 * which both stores enforce so the embedded one keeps nothing the cloud one would refuse — and
 * nothing SQLite's JSON functions (at most 1,000 levels) or a recursive walk could choke on.
 */
export interface DocumentLimits {
  /** Levels of fields: a body's own fields are level 1, each map or array adds one. */
  maxDepth: number;
  /** Firestore's storage size of the body (strings UTF-8 + 1, numbers 8, names + 1, 32 per document). */
  maxBytes: number;
  /** Map keys and array elements at every level (Firestore's index entries). */
  maxFields: number;
}

/** Longest field name Firestore accepts, in UTF-8 bytes. */
export const maxFieldNameBytes = 1500;

/** What a store accepts: Firestore's 20 levels, 1 MiB less room for the document's name, 20,000 fields. */
export const documentLimits: DocumentLimits = {
  maxDepth: 20,
  maxBytes: 1024 * 1024 - 2048,
  maxFields: 20_000,
};

/**
 * What a command may write as a document's data: less than a store takes, because the command's
 * record (`commands/{id}`, the data two levels down in `payload.data`) and its log entry (the data
 * one level down in `modification`) repeat it and must fit in a document too.
 */
export const commandDataLimits: DocumentLimits = {
  maxDepth: documentLimits.maxDepth - 4,
  maxBytes: documentLimits.maxBytes - 64 * 1024,
  maxFields: documentLimits.maxFields - 100,
};

/** Why Firestore would refuse to store a document body, and where in it. */
export interface DocumentDataProblem {
  problem:
    | 'empty_field_name'
    | 'reserved_field_name'
    | 'long_field_name'
    | 'nested_array'
    | 'non_finite_number'
    | 'malformed_text'
    | 'too_deep'
    | 'too_many_fields'
    | 'too_big';
  path: PropertyKey[];
  /** The limit crossed (too_deep, too_many_fields, too_big). */
  limit?: number;
}

const problemMessages: Record<DocumentDataProblem['problem'], (limit?: number) => string> = {
  empty_field_name: () => 'a field name is empty',
  reserved_field_name: () => 'field names like __name__ are reserved',
  long_field_name: () => `a field name is longer than ${maxFieldNameBytes} bytes`,
  nested_array: () => 'an array cannot hold an array directly',
  non_finite_number: () => 'a number is not finite',
  malformed_text: () => 'a text holds an unpaired surrogate (it is not valid UTF-8)',
  too_deep: (limit) => `maps and arrays nest deeper than ${limit} levels`,
  too_many_fields: (limit) => `the document has more than ${limit} fields`,
  too_big: (limit) => `the document is larger than ${limit} bytes`,
};

export function documentDataProblemMessage(found: DocumentDataProblem): string {
  const where = found.path.length > 0 ? ` (at ${found.path.map(String).join('.')})` : '';
  return `${problemMessages[found.problem](found.limit)}${where}`;
}

/**
 * What Firestore refuses in a body, at any depth: empty, reserved (`__x__`) or over-long field
 * names, an array directly inside an array (arrays in maps in arrays are fine), a non-finite
 * number (JSON would turn it into null), and a body deeper, larger or with more fields than
 * `limits`. Both stores and the command schema ask this one function, so a body one of them
 * keeps is one every one of them keeps. Only plain objects are walked: a Date is a value (stored
 * as its ISO text). The walk stops at the depth limit, so no body can exhaust the stack.
 */
export function documentDataProblem(
  data: unknown,
  limits: DocumentLimits = documentLimits,
): DocumentDataProblem | null {
  return tallyDocumentData(data, limits).problem;
}

/** What documentDataProblem's walk counted of a body: Firestore's storage size and its fields. */
export interface DocumentDataTally {
  /** documentDataProblem's answer. */
  problem: DocumentDataProblem | null;
  /** Firestore's storage size, 32 bytes of document overhead included (counted up to a problem). */
  bytes: number;
  /** Map keys and array elements at every level (counted up to a problem). */
  fields: number;
}

/** Firestore's per-document overhead, which a body's size counts once. */
export const documentOverheadBytes = 32;

/**
 * documentDataProblem with its counts: a store that changes part of a big document (an element
 * appended to an array) checks the part alone and adds its counts to the document's, instead of
 * walking the whole document again.
 */
export function tallyDocumentData(data: unknown, limits: DocumentLimits = documentLimits): DocumentDataTally {
  const tally: Tally = { limits, fields: 0, bytes: documentOverheadBytes };
  const found = findUnstorable(data, 0, false, tally);
  const problem =
    found ??
    (tally.bytes > limits.maxBytes
      ? { problem: 'too_big' as const, path: [], limit: limits.maxBytes }
      : null);
  return { problem, bytes: tally.bytes, fields: tally.fields };
}

interface Tally {
  limits: DocumentLimits;
  fields: number;
  bytes: number;
}

/**
 * Walks without allocating (it runs on every store write); the path is built only on failure.
 * `level` is the value's own: a body is level 0, its fields' values level 1. (Remembering the
 * counts of frozen maps walked before, so an imported row was walked once for its document, log
 * entry and record, cost an import more in freezing and WeakMap entries than the walks it saved:
 * 2026-11-28, in-process A/B, 50,000 rows, 8 rounds each, about 5 % faster without.)
 */
function findUnstorable(
  value: unknown,
  level: number,
  inArray: boolean,
  tally: Tally,
): DocumentDataProblem | null {
  switch (typeof value) {
    case 'string': {
      const bytes = utf8Bytes(value);
      if (bytes < 0) return { problem: 'malformed_text', path: [] };
      tally.bytes += bytes + 1;
      return tally.bytes > tally.limits.maxBytes ? tooBig(tally) : null;
    }
    case 'number':
      if (!Number.isFinite(value)) return { problem: 'non_finite_number', path: [] };
      tally.bytes += 8;
      return null;
    case 'boolean':
      tally.bytes += 1;
      return null;
    case 'undefined':
      return null;
  }
  if (Array.isArray(value)) {
    if (inArray) return { problem: 'nested_array', path: [] };
    for (let i = 0; i < value.length; i++) {
      const found = enter(value[i], level, true, tally);
      if (found) {
        found.path.unshift(i);
        return found;
      }
    }
    return null;
  }
  if (!isPlainObject(value)) {
    // null 1 byte; a Date is kept as its 24-character ISO text; anything else counts as a number.
    tally.bytes += value === null ? 1 : value instanceof Date ? 25 : 8;
    return null;
  }
  return findInMap(value, level, tally);
}

/** The fields of a map, each checked and walked (findUnstorable). */
function findInMap(value: Record<string, unknown>, level: number, tally: Tally): DocumentDataProblem | null {
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key === '') return { problem: 'empty_field_name', path: [key] };
    if (isReservedName(key)) return { problem: 'reserved_field_name', path: [key] };
    const nameBytes = utf8Bytes(key);
    if (nameBytes < 0) return { problem: 'malformed_text', path: [key] };
    if (nameBytes > maxFieldNameBytes) return { problem: 'long_field_name', path: [key] };
    tally.bytes += nameBytes + 1;
    const found = enter(value[key], level, false, tally);
    if (found) {
      found.path.unshift(key);
      return found;
    }
  }
  return null;
}

/** One field or element of a map or array at `level`: counted, then walked unless too deep. */
function enter(child: unknown, level: number, inArray: boolean, tally: Tally): DocumentDataProblem | null {
  const { maxDepth, maxFields } = tally.limits;
  if (level >= maxDepth) return { problem: 'too_deep', path: [], limit: maxDepth };
  if (++tally.fields > maxFields) return { problem: 'too_many_fields', path: [], limit: maxFields };
  return findUnstorable(child, level + 1, inArray, tally);
}

function tooBig(tally: Tally): DocumentDataProblem {
  return { problem: 'too_big', path: [], limit: tally.limits.maxBytes };
}

/**
 * A string's length in UTF-8 (a surrogate pair is 4 bytes), without encoding it; -1 when it
 * holds an unpaired surrogate, which UTF-8 cannot encode: SQLite would store U+FFFD instead
 * (two different ids would become one) and Firestore refuses it.
 */
function utf8Bytes(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) continue;
    if (unit < 0x800) bytes += 1;
    else if (unit < 0xd800 || unit > 0xdfff) bytes += 2;
    else if (unit > 0xdbff) return -1;
    else {
      const low = text.charCodeAt(i + 1);
      if (!(low >= 0xdc00 && low <= 0xdfff)) return -1;
      // The pair: 4 bytes for its two units.
      bytes += 2;
      i++;
    }
  }
  return bytes;
}

/** Whether a text is valid Unicode (no unpaired surrogate), so UTF-8 can carry it unchanged. */
export function isWellFormedText(text: string): boolean {
  return utf8Bytes(text) >= 0;
}

/**
 * The fields of a document write: a plain object in which no value, however deep, is `undefined`
 * (Firestore rejects those, and JSON would silently drop them), and that Firestore can store
 * within the command limits (documentDataProblem, commandDataLimits), so such a command is an
 * invalid change before it reaches a store.
 */
export const documentDataSchema = z
  // Checked, not copied (as z.record would): an import batch's thousand rows paid ~1.5 µs each.
  .custom<Record<string, unknown>>(isPlainObject, { message: 'Invalid input: expected an object' })
  .superRefine((data, ctx) => {
    const unstorable = documentDataProblem(data, commandDataLimits);
    // Too deep: looking for undefined values (a recursive walk) could go as deep as the body does.
    const path = unstorable?.problem === 'too_deep' ? null : findUndefined(data);
    if (path) ctx.addIssue({ code: 'custom', message: valueUndefinedMessage, path });
    if (unstorable) {
      ctx.addIssue({
        code: 'custom',
        message: documentDataProblemMessage(unstorable),
        path: unstorable.path,
      });
    }
  });
export type DocumentData = z.infer<typeof documentDataSchema>;

/** Where a value is `undefined`; the path is built only when one is found (it runs on every write). */
function findUndefined(value: unknown): PropertyKey[] | null {
  if (value === undefined) return [];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUndefined(value[i]);
      if (found) {
        found.unshift(i);
        return found;
      }
    }
    return null;
  }
  if (isPlainObject(value)) {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      const found = findUndefined(value[key]);
      if (found) {
        found.unshift(key);
        return found;
      }
    }
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
