import {
  type CompositeIndex,
  findMissingIndex,
  type StoreQuery as PlainQuery,
  storeQueryProblem,
} from '@colmena/shared/query';
import { AppError } from '../../http/AppError';
import { defaultQueryLimit, maxWhereClauses, type StoreQuery, type WhereClause, whereOps } from '../Store';
import { assertCollectionName } from '../validateDocument';

/** Firestore's limit on the values of in / not-in / array-contains-any. */
const maxListValues = 30;
const listOps = new Set(['in', 'not-in', 'array-contains-any']);
const rangeOps = new Set(['<', '<=', '>', '>=']);

/** A field path split into map keys; the same names the embedded store accepts. */
export function fieldSegments(field: string): string[] {
  const segments = typeof field === 'string' ? field.split('.') : [''];
  if (segments.some((s) => s === '' || s.includes('"') || s.includes('\\'))) {
    throw new AppError('bad_request', `invalid field path: ${String(field)}`);
  }
  return segments;
}

/** A value one filter compares with: JSON values only, as the embedded store's typed SQL. */
function checkValue(value: unknown): void {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return;
  if (typeof value === 'number' && Number.isFinite(value)) return;
  if (typeof value === 'object') return;
  throw new AppError('value_undefined');
}

function checkClause([field, op, value]: WhereClause): void {
  if (!whereOps.includes(op)) throw new AppError('bad_request', `unknown operator ${String(op)}`);
  if (value === undefined) throw new AppError('value_undefined');
  fieldSegments(field);
  if (listOps.has(op)) {
    if (!Array.isArray(value) || value.length === 0 || value.length > maxListValues) {
      throw new AppError('bad_request', `${op} needs an array of 1 to ${maxListValues} values`);
    }
    value.forEach(checkValue);
    return;
  }
  checkValue(value);
  // Ordering compares booleans, numbers or strings (ISO dates among them); null, lists and maps are a mistake.
  if (rangeOps.has(op) && (value === null || typeof value === 'object')) {
    throw new AppError('bad_request', `${op} compares booleans, numbers or strings`);
  }
}

/**
 * A port query checked as the embedded store checks it (same codes for the same mistakes),
 * then against Firestore's own restrictions and the composite indexes declared for the query's
 * company (`declared`: IndexRegistry.declared(tenant)), so a query fails here, before Firestore,
 * exactly where it would fail in the embedded store — also when another company of the same
 * project declared the index it needs. A query that needs no composite index (one field, an
 * order alone, equalities only) runs in both: Firestore indexes every single field by itself,
 * and the embedded store answers from a built-in or declared index or by scanning the company's
 * documents of that collection (it never builds an index for a query).
 */
export function checkQuery(query: StoreQuery, declared: readonly CompositeIndex[]): PlainQuery {
  assertCollectionName(query.collection);
  const where = query.where ?? [];
  if (where.length > maxWhereClauses + 1) {
    // One more than a caller may send: the server's owner filter (restrictQuery) adds one.
    throw new AppError('bad_request', `at most ${maxWhereClauses} where filters`);
  }
  const limit = query.limit ?? defaultQueryLimit;
  if (!Number.isInteger(limit) || limit < 1)
    throw new AppError('bad_request', 'limit must be a positive integer');
  where.forEach(checkClause);
  const plain: PlainQuery = {
    collection: query.collection,
    where: where.map(([field, op, value]) => [field, op, value]),
    limit,
  };
  if (query.orderBy) {
    const [field, dir] = query.orderBy;
    if (dir !== 'asc' && dir !== 'desc')
      throw new AppError('bad_request', 'orderBy direction is asc or desc');
    fieldSegments(field);
    plain.orderBy = [field, dir];
  }
  const problem = storeQueryProblem(plain);
  if (problem) throw new AppError('bad_request', `query refused: ${problem}`);
  if (findMissingIndex(plain, declared)) throw new AppError('query_requires_index');
  return plain;
}
