import { z } from 'zod';

/**
 * What changed in a document between two versions, as the live stream sends a big document's
 * change (ARCHITECTURE §5): a message appended to a thread of 1,000 members is that message on
 * 1,000 streams, not the whole thread 1,000 times. A path names fields from the top of the
 * document (`['watchedBy', uid]`); `append` adds items at the end of an array.
 */
export type PatchOp =
  | { op: 'set'; path: string[]; value: unknown }
  | { op: 'unset'; path: string[] }
  | { op: 'append'; path: string[]; items: unknown[] };
export type DocPatch = PatchOp[];

const pathSchema = z.array(z.string()).min(1);
export const docPatchSchema = z.array(
  z.discriminatedUnion('op', [
    z.object({ op: z.literal('set'), path: pathSchema, value: z.unknown() }),
    z.object({ op: z.literal('unset'), path: pathSchema }),
    z.object({ op: z.literal('append'), path: pathSchema, items: z.array(z.unknown()) }),
  ]),
);

type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Names a patch never walks through: applying them would reach the object's prototype. */
const unsafeKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** Deep equality of JSON values (documents as read: no dates, no functions). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (!Object.hasOwn(b, key) || !sameJson(a[key], b[key])) return false;
  return true;
}

/**
 * The patch that turns `before` into `after`: changed fields are set, gone ones unset, an
 * array that only grew gets its new items appended; maps are followed `depth` levels down (a
 * thread's `watchedBy[uid]`). Null when a field name could not be applied safely (the caller
 * then sends the whole document).
 */
export function diffDoc(before: Json, after: Json, depth = 2): DocPatch | null {
  const patch: DocPatch = [];
  return diffInto(before, after, [], depth, patch) ? patch : null;
}

function diffInto(before: Json, after: Json, path: string[], depth: number, patch: DocPatch): boolean {
  for (const key of Object.keys(after)) {
    if (unsafeKeys.has(key)) return false;
    const next = after[key];
    const at = [...path, key];
    if (!Object.hasOwn(before, key)) {
      patch.push({ op: 'set', path: at, value: next });
      continue;
    }
    const old = before[key];
    if (old === next) continue;
    if (Array.isArray(old) && Array.isArray(next) && next.length >= old.length && startsWith(next, old)) {
      if (next.length > old.length) patch.push({ op: 'append', path: at, items: next.slice(old.length) });
    } else if (depth > 0 && isPlainObject(old) && isPlainObject(next)) {
      if (!diffInto(old, next, at, depth - 1, patch)) return false;
    } else if (!sameJson(old, next)) patch.push({ op: 'set', path: at, value: next });
  }
  for (const key of Object.keys(before)) {
    if (unsafeKeys.has(key)) return false;
    if (!Object.hasOwn(after, key)) patch.push({ op: 'unset', path: [...path, key] });
  }
  return true;
}

function startsWith(array: readonly unknown[], prefix: readonly unknown[]): boolean {
  for (let i = 0; i < prefix.length; i += 1) if (!sameJson(array[i], prefix[i])) return false;
  return true;
}

/**
 * `doc` with the patch applied, as a new object that shares every part the patch did not touch
 * (React and the unread counter see only the changed parts as new). Null when the patch does
 * not fit the document (a path through something that is not a map, an append to a non-array):
 * the holder's copy is not the one the patch was made from.
 */
export function applyPatch<T extends Json>(doc: T, patch: DocPatch): T | null {
  let result: Json = { ...doc };
  for (const step of patch) {
    const next = applyOp(result, step);
    if (next === null) return null;
    result = next;
  }
  return result as T;
}

function applyOp(doc: Json, step: PatchOp): Json | null {
  const copy = { ...doc };
  let parent: Json = copy;
  for (const key of step.path.slice(0, -1)) {
    if (unsafeKeys.has(key)) return null;
    const child = parent[key];
    if (!isPlainObject(child)) return null;
    const copied = { ...child };
    parent[key] = copied;
    parent = copied;
  }
  const last = step.path.at(-1);
  if (last === undefined || unsafeKeys.has(last)) return null;
  if (step.op === 'set') parent[last] = step.value;
  else if (step.op === 'unset') delete parent[last];
  else {
    const current = parent[last];
    if (!Array.isArray(current)) return null;
    parent[last] = [...current, ...step.items];
  }
  return copy;
}
