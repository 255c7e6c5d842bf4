import { arrayOps, type StoreQuery, valuesEqual, type WhereClause } from '@colmena/shared/query';
import { AppError } from '../../platform/http/AppError';

/**
 * The query limited to documents whose array `field` contains `value`. Firestore allows one
 * array filter per query, so a query that already filters an array some other way is refused
 * rather than rewritten; one that already carries this exact filter is kept as it is.
 */
export function withArrayContains(query: StoreQuery, field: string, value: string): StoreQuery {
  const arrayFilters = query.where.filter(([, op]) => arrayOps.has(op));
  const isThis = ([f, op, v]: WhereClause) => f === field && op === 'array-contains' && valuesEqual(v, value);
  if (arrayFilters.length > 0) {
    if (arrayFilters.every(isThis)) return query;
    throw new AppError('forbidden');
  }
  return { ...query, where: [...query.where, [field, 'array-contains', value]] };
}

/** The query limited to `field == value`; any other filter on that field is refused. */
export function withEquals(query: StoreQuery, field: string, value: string): StoreQuery {
  const onField = query.where.filter(([f]) => f === field);
  if (onField.length > 0) {
    if (onField.every(([, op, v]) => op === '==' && valuesEqual(v, value))) return query;
    throw new AppError('forbidden');
  }
  return { ...query, where: [...query.where, [field, '==', value]] };
}
