import type { Store, StoredDoc } from '../../platform/store/Store';
import { loadCompany } from '../company/loadCompany';
import type { QueryRequest } from './queryRequest';
import type { Reader } from './reader';
import { resolveAccess } from './resolveAccess';

/** `POST /api/query`: the documents of one list request the reader may see. */
export async function runQuery(store: Store, reader: Reader, request: QueryRequest): Promise<StoredDoc[]> {
  const company = await loadCompany(store, reader.tenant);
  const access = await resolveAccess(store, reader, company, request);
  const docs = await store.query(reader.tenant, access.query);
  return access.filter ? docs.filter(access.filter) : docs;
}
