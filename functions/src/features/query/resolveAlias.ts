import {
  currentCollectionAlias,
  dataCollectionFor,
  findCurrentCollection,
  type StoreQuery,
  toStoreQuery,
} from '@colmena/shared/query';
import type { Company } from '@colmena/shared/schemas';
import { AppError } from '../../platform/http/AppError';
import type { QueryRequest } from './queryRequest';

/**
 * Spec §7: collection "data" stands for the current collection (named by the request's
 * `collKey`), read by place with the same shared rule widget queries use (dataCollectionFor).
 */
export function resolveAlias(request: QueryRequest, company: Company): StoreQuery {
  const query = toStoreQuery(request.list);
  if (query.collection !== currentCollectionAlias) return query;
  const def = findCurrentCollection(company.collectionsArray, request.collKey);
  if (!def)
    throw new AppError('bad_request', 'The "data" collection needs the collKey of a company collection');
  const collection = dataCollectionFor(def, request.place);
  if (!collection) throw new AppError('bad_request', `Collection ${def.key} has no secondary collection`);
  return { ...query, collection };
}
