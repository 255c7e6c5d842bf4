import type { StoreQuery as PlainQuery } from '@colmena/shared/query';
import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import { AppError } from '../../http/AppError';
import { fieldSegments } from './checkQuery';
import { collectionRef } from './paths';

/**
 * A checked query as a Firestore query. Field paths are built from their segments, so tenant
 * field names with accents, spaces or symbols reach Firestore as names, never as path syntax.
 * `limit: false` leaves the limit out (for counts).
 */
export function toFirestoreQuery(db: Firestore, tenant: string, query: PlainQuery, limit = true): Query {
  let q: Query = collectionRef(db, tenant, query.collection);
  try {
    for (const [field, op, value] of query.where) {
      q = q.where(new FieldPath(...fieldSegments(field)), op, value);
    }
    if (query.orderBy) q = q.orderBy(new FieldPath(...fieldSegments(query.orderBy[0])), query.orderBy[1]);
  } catch (error) {
    // The SDK refuses some filters outright (array-contains null...): the caller's mistake.
    if (error instanceof AppError) throw error;
    throw new AppError('bad_request', error instanceof Error ? error.message : String(error));
  }
  return limit ? q.limit(query.limit) : q;
}
