import {
  currentCollectionAlias,
  dataCollectionFor,
  dataRoleFor,
  findCurrentCollection,
  type StoreQuery,
  toStoreQuery,
  withStoredFilters,
} from '@colmena/shared/query';
import { AppError } from '../../platform/http/AppError';
import type { QueryRequest } from './queryRequest';
import type { ReadScope } from './readScope';

/**
 * Spec §7: collection "data" stands for the current collection (named by the request's
 * `collKey`), read by place with the same shared rule widget queries use (dataCollectionFor),
 * and filtered as that list is: the definition's stored filters (mainQuery and mainFilter, or
 * secondaryQuery for a journal's list) join the caller's own (shared/src/query/storedFilters).
 * A read naming the collection itself is a raw read and gets no stored filter.
 */
export function resolveAlias(request: QueryRequest, { company, clock, caller }: ReadScope): StoreQuery {
  const query = toStoreQuery(request.list);
  if (query.collection !== currentCollectionAlias) return query;
  const def = findCurrentCollection(company.collectionsArray, request.collKey);
  if (!def)
    throw new AppError('bad_request', 'The "data" collection needs the collKey of a company collection');
  const collection = dataCollectionFor(def, request.place);
  if (!collection) throw new AppError('bad_request', `Collection ${def.key} has no secondary collection`);
  const place = request.place ?? 'company';
  const filtered = withStoredFilters({ ...query, collection }, def, dataRoleFor(place), {
    now: clock.now(),
    uid: caller.signedIn ? caller.uid : null,
    contactId: caller.signedIn ? caller.contactId : null,
    documentId: null,
    document: null,
    currentCollection: def,
    place,
  });
  if (filtered.ok) return filtered.query;
  if (filtered.error === 'bad_request')
    throw new AppError('bad_request', `This query cannot be combined with the stored filters of ${def.key}`);
  throw new AppError(filtered.error);
}
