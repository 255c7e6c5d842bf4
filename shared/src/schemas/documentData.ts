import { z } from 'zod';

/** Spec §8 text for a write whose data holds `undefined` (error code value_undefined). */
export const valueUndefinedMessage = 'One of the values is undefined!!!';

/** Firestore reserves names like `__name__`: document ids, collection ids and field names alike. */
const reservedName = /^__.*__$/;

export function isReservedName(name: string): boolean {
  return reservedName.test(name);
}

/** Why Firestore would refuse to store a document body, and where in it. */
export interface DocumentDataProblem {
  problem: 'empty_field_name' | 'reserved_field_name' | 'nested_array';
  path: PropertyKey[];
}

const problemMessages: Record<DocumentDataProblem['problem'], string> = {
  empty_field_name: 'a field name is empty',
  reserved_field_name: 'field names like __name__ are reserved',
  nested_array: 'an array cannot hold an array directly',
};

export function documentDataProblemMessage(found: DocumentDataProblem): string {
  const where = found.path.length > 0 ? ` (at ${found.path.map(String).join('.')})` : '';
  return `${problemMessages[found.problem]}${where}`;
}

/**
 * What Firestore refuses in a body, at any depth: empty or reserved (`__x__`) field names and an
 * array directly inside an array (arrays in maps in arrays are fine). Both stores and the command
 * schema ask this one function, so a body one of them keeps is one every one of them keeps.
 * Only plain objects are walked: a Date is a value (stored as its ISO text).
 */
export function documentDataProblem(data: unknown): DocumentDataProblem | null {
  return findUnstorable(data, false);
}

/** Walks without allocating (it runs on every store write); the path is built only on failure. */
function findUnstorable(value: unknown, inArray: boolean): DocumentDataProblem | null {
  if (Array.isArray(value)) {
    if (inArray) return { problem: 'nested_array', path: [] };
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorable(value[i], true);
      if (found) {
        found.path.unshift(i);
        return found;
      }
    }
    return null;
  }
  if (!isPlainObject(value)) return null;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key === '') return { problem: 'empty_field_name', path: [key] };
    if (reservedName.test(key)) return { problem: 'reserved_field_name', path: [key] };
    const found = findUnstorable(value[key], false);
    if (found) {
      found.path.unshift(key);
      return found;
    }
  }
  return null;
}

/**
 * The fields of a document write: a plain object in which no value, however deep, is `undefined`
 * (Firestore rejects those, and JSON would silently drop them), and that Firestore can store
 * (documentDataProblem), so such a command is an invalid change before it reaches a store.
 */
export const documentDataSchema = z.record(z.string(), z.unknown()).superRefine((data, ctx) => {
  const path = findUndefined(data, []);
  if (path) ctx.addIssue({ code: 'custom', message: valueUndefinedMessage, path });
  const unstorable = documentDataProblem(data);
  if (unstorable) {
    ctx.addIssue({ code: 'custom', message: documentDataProblemMessage(unstorable), path: unstorable.path });
  }
});
export type DocumentData = z.infer<typeof documentDataSchema>;

function findUndefined(value: unknown, path: PropertyKey[]): PropertyKey[] | null {
  if (value === undefined) return path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUndefined(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findUndefined(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
