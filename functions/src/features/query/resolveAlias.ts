import { currentCollectionAlias, type StoreQuery, toStoreQuery } from '@colmena/shared/query';
import type { Company } from '@colmena/shared/schemas';
import { AppError } from '../../platform/http/AppError';
import type { QueryRequest } from './queryRequest';

/**
 * Spec §7: collection "data" stands for the current collection, its main collection or, on a
 * journal, its secondary one. The current collection is named by the request's `collKey`.
 */
export function resolveAlias(request: QueryRequest, company: Company): StoreQuery {
  const query = toStoreQuery(request.list);
  if (query.collection !== currentCollectionAlias) return query;
  const def = company.collectionsArray.find((candidate) => candidate.key === request.collKey);
  if (!def)
    throw new AppError('bad_request', 'The "data" collection needs the collKey of a company collection');
  const collection = request.place === 'journal' ? def.secondaryCollection : def.mainCollection;
  if (!collection) throw new AppError('bad_request', `Collection ${def.key} has no secondary collection`);
  return { ...query, collection };
}
