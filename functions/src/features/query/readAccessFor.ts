import type { Company } from '@colmena/shared/schemas';
import type { AppDeps } from '../../deps';
import type { ReadAccess } from './readAccess';
import type { Reader } from './reader';
import type { ReadRequest } from './readRequest';
import { queryAccess, resolveAccess } from './resolveAccess';
import { widgetStoreQuery } from './widgetStoreQuery';

/** Any read (raw list or widget query) with the policy in it: what `POST /api/query` and live run. */
export async function readAccessFor(
  deps: Pick<AppDeps, 'store' | 'clock'>,
  reader: Reader,
  company: Company,
  read: ReadRequest,
): Promise<ReadAccess> {
  if (read.kind === 'list') return resolveAccess(deps.store, reader, company, read.list);
  const query = await widgetStoreQuery(deps, reader, company, read.widget);
  return queryAccess(deps.store, reader, company, query);
}
