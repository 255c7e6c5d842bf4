import type { StoreQuery, WhereClause } from '../../query/storeQuery';
import { valuesEqual } from '../../query/valueOrder';
import { arrayOps } from '../../query/whereOps';

/**
 * The query limited to documents whose array `field` contains `value`, or null (refuse).
 * Firestore allows one array filter per query, so a query that already filters an array some
 * other way is refused rather than rewritten; one that already carries this exact filter is
 * kept as it is.
 */
export function withArrayContains(query: StoreQuery, field: string, value: string): StoreQuery | null {
  const arrayFilters = query.where.filter(([, op]) => arrayOps.has(op));
  const isThis = ([f, op, v]: WhereClause) => f === field && op === 'array-contains' && valuesEqual(v, value);
  if (arrayFilters.length > 0) return arrayFilters.every(isThis) ? query : null;
  return { ...query, where: [...query.where, [field, 'array-contains', value]] };
}

/** The query limited to `field == value`, or null (refuse) when it filters that field otherwise. */
export function withEquals(query: StoreQuery, field: string, value: string): StoreQuery | null {
  const onField = query.where.filter(([f]) => f === field);
  if (onField.length > 0) {
    return onField.every(([, op, v]) => op === '==' && valuesEqual(v, value)) ? query : null;
  }
  return { ...query, where: [...query.where, [field, '==', value]] };
}

/** Whether the query already keeps only documents whose `field` is `value` (a `field == value` filter). */
export const filtersEqual = (query: StoreQuery, field: string, value: string): boolean =>
  query.where.some(([f, op, v]) => f === field && op === '==' && valuesEqual(v, value));
