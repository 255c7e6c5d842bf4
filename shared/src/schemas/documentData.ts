import { z } from 'zod';

/** Spec §8 text for a write whose data holds `undefined` (error code value_undefined). */
export const valueUndefinedMessage = 'One of the values is undefined!!!';

/**
 * The fields of a document write: a plain object in which no value, however deep, is `undefined`
 * (Firestore rejects those, and JSON would silently drop them).
 */
export const documentDataSchema = z.record(z.string(), z.unknown()).superRefine((data, ctx) => {
  const path = findUndefined(data, []);
  if (path) ctx.addIssue({ code: 'custom', message: valueUndefinedMessage, path });
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
