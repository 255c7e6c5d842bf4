import { z } from 'zod';

export const maxFieldPathLength = 200;

/**
 * A field name or a dotted path into nested maps (`a.b`). Empty segments (`.a`, `a.`, `a..b`)
 * are refused because they cannot name a stored field in either store.
 */
export const fieldPathSchema = z
  .string()
  .min(1)
  .max(maxFieldPathLength)
  .refine((path) => path.split('.').every((segment) => segment.length > 0), 'empty path segment');

export function isFieldPath(value: unknown): value is string {
  return fieldPathSchema.safeParse(value).success;
}

/**
 * The value at a dotted path, `undefined` when any step is missing. Arrays are not walked into:
 * Firestore paths name map keys only.
 */
export function readField(doc: Record<string, unknown>, path: string): unknown {
  let current: unknown = doc;
  for (const segment of path.split('.')) {
    if (!isPlainObject(current) || !Object.hasOwn(current, segment)) return undefined;
    current = current[segment];
  }
  return current;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
