type Plain = { [key: string]: unknown };

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEmpty(value: Plain): boolean {
  for (const _ in value) return false;
  return true;
}

/**
 * Firestore `set(..., {merge: true})`: the merged fields are the leaves of the patch, so maps
 * merge key by key while anything else replaces — arrays, and an empty map too (it is a leaf:
 * merging `{a: {}}` leaves `a` empty, it does not keep a's old keys).
 */
export function deepMerge(target: Plain, patch: Plain): Plain {
  const out: Plain = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] =
      isPlainObject(current) && isPlainObject(value) && !isEmpty(value) ? deepMerge(current, value) : value;
  }
  return out;
}
