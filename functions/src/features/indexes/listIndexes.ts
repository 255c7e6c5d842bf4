import type { CompositeIndex } from '@colmena/shared/query';
import type { AppDeps } from '../../deps';
import { loadCompany } from '../company/loadCompany';
import { indexScope, inScope } from './indexScope';

/**
 * `GET /api/indexes`: what serves this company's queries — the deployment's indexes over its
 * collections, then its own declarations. Never another company's: names of fields and
 * collections are its business.
 */
export async function listIndexes(
  deps: Pick<AppDeps, 'store' | 'indexes'>,
  tenant: string,
): Promise<CompositeIndex[]> {
  const scope = indexScope(await loadCompany(deps.store, tenant));
  return [...deps.indexes.shared().filter((index) => inScope(index, scope)), ...deps.indexes.ownedBy(tenant)];
}
