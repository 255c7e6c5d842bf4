import type { CompositeIndex } from '@colmena/shared/query';
import type { AppDeps } from '../../deps';
import { loadCompany } from '../company/loadCompany';
import { indexScope, inScope } from './indexScope';

/** `GET /api/indexes`: the declared indexes over this company's collections. */
export async function listIndexes(
  deps: Pick<AppDeps, 'store' | 'indexes'>,
  tenant: string,
): Promise<CompositeIndex[]> {
  const scope = indexScope(await loadCompany(deps.store, tenant));
  return deps.indexes.declared().filter((index) => inScope(index, scope));
}
