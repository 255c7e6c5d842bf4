import { isReservedName } from '@colmena/shared/schemas';
import { AppError } from '../http/AppError';
import type { DocData } from './Store';

/** An append (StoreTransaction.append): the element, the array field it joins, the fields set beside it. */
export interface AppendChange {
  field: string;
  element: unknown;
  patch: DocData;
}

/**
 * The document after an append, as every store leaves it: `patch`'s defined fields replaced
 * whole, `element` at the end of `field` (a missing or non-array field becomes `[element]`). A new
 * top-level object and array; everything else is shared with `doc`.
 */
export function withAppended<T extends DocData>(doc: T, { field, element, patch }: AppendChange): T {
  const out: DocData = { ...doc };
  for (const key in patch) {
    if (Object.hasOwn(patch, key) && patch[key] !== undefined) out[key] = patch[key];
  }
  const list = doc[field];
  out[field] = Array.isArray(list) ? [...list, element] : [element];
  return out as T;
}

/** The patch's fields a store writes: the defined ones (JSON and Firestore drop the rest). */
export function definedFields(patch: DocData): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const key in patch) {
    if (Object.hasOwn(patch, key) && patch[key] !== undefined) out.push([key, patch[key]]);
  }
  return out;
}

/**
 * An append both stores can make: a top-level field with a name Firestore takes, not set by the
 * patch as well (Firestore refuses an update that writes one field twice).
 */
export function assertAppend(field: string, patch: DocData): void {
  // FireId and collection are the path's, never stored (validateDocument.ts).
  const pathField = (name: string) => name === 'FireId' || name === 'collection';
  if (
    field === '' ||
    isReservedName(field) ||
    pathField(field) ||
    Object.hasOwn(patch, field) ||
    Object.keys(patch).some(pathField)
  )
    throw new AppError('bad_request', `cannot append to the field ${JSON.stringify(field)}`);
}
