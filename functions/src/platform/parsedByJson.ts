import type { z } from 'zod';
import { deepFreeze } from './deepFreeze';

export type ParsedByJson<T> = { success: true; data: T } | { success: false; message: string };

/**
 * `schema`'s parse remembered by the input's JSON text, for documents read on every request that
 * rarely change (the company, its collection definitions): their JSON costs a tenth of a zod
 * parse with defaults. The results are shared between requests, so they are frozen; a failed
 * parse is not remembered. Up to `max` texts are kept; past that the memory starts over.
 */
export function parsedByJson<S extends z.ZodType>(
  schema: S,
  max: number,
): (raw: unknown) => ParsedByJson<z.output<S>> {
  const known = new Map<string, z.output<S>>();
  // A frozen input is one deepFreeze froze (JSON.parse never freezes): it cannot change, so it is
  // remembered as itself, without its JSON (the company's definitions, shared by the SQLite store).
  const byIdentity = new WeakMap<object, z.output<S>>();
  return (raw) => {
    const frozen = typeof raw === 'object' && raw !== null && Object.isFrozen(raw) ? raw : null;
    const same = frozen ? byIdentity.get(frozen) : undefined;
    if (same !== undefined) return { success: true, data: same };
    const json = JSON.stringify(raw);
    const found = known.get(json);
    if (found !== undefined) {
      if (frozen) byIdentity.set(frozen, found);
      return { success: true, data: found };
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return { success: false, message: parsed.error.message };
    const data = deepFreeze(parsed.data);
    if (known.size >= max) known.clear();
    known.set(json, data);
    if (frozen) byIdentity.set(frozen, data);
    return { success: true, data };
  };
}
