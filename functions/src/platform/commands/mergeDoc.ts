import type { DocData } from '../store/Store';

const isMap = (value: unknown): value is DocData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a merge leaves in the store (Firestore `set(…, {merge: true})`): maps merge key by key,
 * anything else, arrays included, replaces. Used to foresee a document after staged writes.
 */
export function mergeDoc(target: DocData, patch: DocData): DocData {
  const out: DocData = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] = isMap(current) && isMap(value) ? mergeDoc(current, value) : value;
  }
  return out;
}
