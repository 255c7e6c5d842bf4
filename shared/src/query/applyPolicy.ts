import { ownerWhere } from '../policy/collections';
import type { CollectionDefinition } from '../schemas/collectionDefinition';
import type { StoreQuery } from './storeQuery';
import { valuesEqual } from './valueOrder';
import { arrayOps } from './whereOps';

export type RestrictQueryResult = { ok: true; query: StoreQuery } | { ok: false; error: 'forbidden' };

/**
 * Spec §6 on top of a query, before any store sees it: a caller who may see every document
 * gets the query unchanged; one who may see only their own gets the owner filter
 * `[ownerField, 'array-contains', contactId]` added; anyone else is refused.
 *
 * Kept simple on purpose:
 * - Firestore allows one array filter per query, so a query that already filters another
 *   array (or the owner array with another value or with array-contains-any) is refused rather
 *   than rewritten; one that already carries the exact owner filter is left as it is.
 * - The owner filter may be a fourth where clause: the limit of three is the caller's.
 * - `def` is the definition the query's collection belongs to. The owner filter reads the
 *   definition's ownerField on whatever collection the query names, so for a secondary
 *   (journal) collection whose documents carry no owner array the caller must check the parent
 *   document instead.
 * - Fixed collections (agenda, widgets, messages, tasksMessages, colors, logs...) have no
 *   definition and their own rules: the caller handles them and never passes them here.
 *   Without a definition the answer is 'forbidden', so a forgotten case fails closed.
 */
export function restrictQuery(
  q: StoreQuery,
  def: CollectionDefinition | undefined,
  lvl: number,
  contactId: string | null,
): RestrictQueryResult {
  if (!def) return forbidden;
  const owner = ownerWhere(def, lvl, contactId ?? undefined);
  if (owner === null) return { ok: true, query: q };
  if (owner === 'deny') return forbidden;

  const [ownerField, , id] = owner;
  const arrayFilters = q.where.filter(([, op]) => arrayOps.has(op));
  const alreadyOwn = ([field, op, value]: (typeof q.where)[number]) =>
    field === ownerField && op === 'array-contains' && valuesEqual(value, id);
  if (arrayFilters.length > 0) return arrayFilters.every(alreadyOwn) ? { ok: true, query: q } : forbidden;
  return { ok: true, query: { ...q, where: [...q.where, owner] } };
}

const forbidden = { ok: false, error: 'forbidden' } as const;
