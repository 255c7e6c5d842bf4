import type { StoreQuery } from '@colmena/shared/query';
import type { Company } from '@colmena/shared/schemas';
import { AppError } from '../../platform/http/AppError';
import type { Store } from '../../platform/store/Store';
import { companyCollectionAccess, findCompanyCollection } from './companyCollectionAccess';
import { documentAccess } from './documentAccess';
import { deletedCollectionAccess, fixedCollectionAccess } from './fixedCollectionAccess';
import type { QueryRequest } from './queryRequest';
import type { ReadAccess } from './readAccess';
import type { Reader } from './reader';
import { resolveAlias } from './resolveAlias';

/** A list request ("data" alias resolved) with the policy applied: see queryAccess. */
export async function resolveAccess(
  store: Store,
  reader: Reader,
  company: Company,
  request: QueryRequest,
): Promise<ReadAccess> {
  const access = await queryAccess(store, reader, company, resolveAlias(request, company));
  return request.docId === undefined ? access : documentAccess(access, request.docId);
}

/**
 * Spec §6 applied before any store sees a read (ARCHITECTURE §5): fixed collections by their
 * own rules, company collections by their definition, `{collection}Deleted` for level 100;
 * a collection the company does not have is refused, so a forgotten case fails closed.
 */
export async function queryAccess(
  store: Store,
  reader: Reader,
  company: Company,
  query: StoreQuery,
): Promise<ReadAccess> {
  const fixed = await fixedCollectionAccess(reader, company, query);
  if (fixed) return fixed;
  const companyCollection = findCompanyCollection(company, query.collection);
  if (companyCollection) return companyCollectionAccess(store, reader, companyCollection, query);
  const deleted = deletedCollectionAccess(reader, query);
  if (deleted) return deleted;
  throw new AppError(reader.account ? 'forbidden' : 'unauthenticated');
}
