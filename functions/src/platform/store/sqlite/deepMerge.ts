type Plain = { [key: string]: unknown };

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Firestore `set(..., {merge: true})`: maps merge key by key, anything else (arrays too) is replaced. */
export function deepMerge(target: Plain, patch: Plain): Plain {
  const out: Plain = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return out;
}
