import type { AppDeps } from '../../deps';
import type { StoredDoc } from '../../platform/store/Store';
import { loadCompany } from '../company/loadCompany';
import { readAccessFor } from './readAccessFor';
import type { Reader } from './reader';
import type { ReadRequest } from './readRequest';

/** `POST /api/query`: the documents of one list or widget query the reader may see. */
export async function runQuery(
  deps: Pick<AppDeps, 'store' | 'clock'>,
  reader: Reader,
  read: ReadRequest,
): Promise<StoredDoc[]> {
  const company = await loadCompany(deps.store, reader.tenant);
  const access = await readAccessFor(deps, reader, company, read);
  const docs = await deps.store.query(reader.tenant, access.query);
  return access.filter ? docs.filter(access.filter) : docs;
}
