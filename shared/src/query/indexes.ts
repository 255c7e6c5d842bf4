import type { CompositeIndex, IndexField } from './compositeIndex';
import type { StoreQuery } from './storeQuery';
import { arrayOps, equalityOps, inequalityOps } from './whereOps';

/**
 * The composite index Firestore would ask for, so the embedded store fails where Firestore
 * would ("This query requires an index!!!"). Firestore's planner, simplified:
 * - no composite index when there are no filters (a single-field index serves any orderBy),
 *   when every filter and the orderBy use one field, or when there are only equality
 *   filters (`==`, `in`) and no orderBy (Firestore merges single-field indexes);
 * - otherwise: the equality fields (ASCENDING, in filter order), the array field
 *   (arrayConfig CONTAINS), the inequality field (the orderBy's direction when the orderBy is
 *   on it, else ASCENDING), then the orderBy field if not already there.
 * The implicit `__name__` last field is left out, as firestore.indexes.json leaves it out.
 */
export function requiredIndex(q: StoreQuery): CompositeIndex | null {
  if (q.where.length === 0) return null;
  const fields = new Set(q.where.map(([field]) => field));
  if (q.orderBy) fields.add(q.orderBy[0]);
  if (fields.size === 1) return null;
  if (!q.orderBy && q.where.every(([, op]) => equalityOps.has(op))) return null;

  const index: IndexField[] = [];
  const add = (field: IndexField) => {
    if (!index.some((f) => f.fieldPath === field.fieldPath)) index.push(field);
  };
  for (const [fieldPath, op] of q.where) if (equalityOps.has(op)) add({ fieldPath, order: 'ASCENDING' });
  for (const [fieldPath, op] of q.where) if (arrayOps.has(op)) add({ fieldPath, arrayConfig: 'CONTAINS' });
  for (const [fieldPath, op] of q.where) {
    if (!inequalityOps.has(op)) continue;
    const dir = q.orderBy?.[0] === fieldPath ? q.orderBy[1] : 'asc';
    add({ fieldPath, order: toIndexOrder(dir) });
  }
  if (q.orderBy) add({ fieldPath: q.orderBy[0], order: toIndexOrder(q.orderBy[1]) });
  return { collectionGroup: q.collection, queryScope: 'COLLECTION', fields: index };
}

/** How many leading fields of requiredIndex(q) come from equality filters. */
export function equalityFieldCount(q: StoreQuery): number {
  return new Set(q.where.filter(([, op]) => equalityOps.has(op)).map(([field]) => field)).size;
}

/**
 * Whether a declared index serves the required one: same collection (collection scope), the
 * first `equalityCount` fields in any order and either direction (an equality filter reads one
 * point of the index), the rest in the same order with the same order/arrayConfig, nothing
 * more except a trailing `__name__`. requiredIndex alone cannot tell equality fields from an
 * ascending range field, hence the count (findMissingIndex passes it; 0 = all in order).
 */
export function indexCovers(declared: CompositeIndex, required: CompositeIndex, equalityCount = 0): boolean {
  if (declared.collectionGroup !== required.collectionGroup) return false;
  if ((declared.queryScope ?? 'COLLECTION') !== (required.queryScope ?? 'COLLECTION')) return false;
  const fields = declared.fields.filter(
    (field, i) => !(field.fieldPath === '__name__' && i === declared.fields.length - 1),
  );
  if (fields.length !== required.fields.length) return false;

  const wanted = new Set(required.fields.slice(0, equalityCount).map((field) => field.fieldPath));
  const prefix = fields.slice(0, equalityCount);
  if (!prefix.every((field) => wanted.has(field.fieldPath) && field.order && !field.arrayConfig))
    return false;
  if (new Set(prefix.map((field) => field.fieldPath)).size !== wanted.size) return false;

  return required.fields
    .slice(equalityCount)
    .every((field, i) => sameField(field, fields[equalityCount + i]));
}

/** The index the query needs and `declared` lacks, or null when it can run. */
export function findMissingIndex(q: StoreQuery, declared: readonly CompositeIndex[]): CompositeIndex | null {
  const required = requiredIndex(q);
  if (!required) return null;
  const count = equalityFieldCount(q);
  return declared.some((index) => indexCovers(index, required, count)) ? null : required;
}

function sameField(a: IndexField, b: IndexField | undefined): boolean {
  return (
    b !== undefined && a.fieldPath === b.fieldPath && a.order === b.order && a.arrayConfig === b.arrayConfig
  );
}

function toIndexOrder(dir: 'asc' | 'desc'): 'ASCENDING' | 'DESCENDING' {
  return dir === 'desc' ? 'DESCENDING' : 'ASCENDING';
}
