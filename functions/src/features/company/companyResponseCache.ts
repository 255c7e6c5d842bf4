import { companyCollection, type Store } from '../../platform/store/Store';
import { createTenantMemo } from '../../platform/store/tenantMemo';
import { colorsDocPath } from './getPublicCompany';

export interface CompanyResponseCache {
  /** The serialized answer for this tenant and caller level, computed once until it changes. */
  get(tenant: string, lvl: number | null, compute: () => Promise<unknown>): Promise<string>;
}

/**
 * `GET /api/company` is the first call of every page load, and its answer only changes when the
 * company document or its colours do: the serialized answer is kept per caller level until then
 * (on stores that report their commits; see createTenantMemo).
 */
export function createCompanyResponseCache(store: Store): CompanyResponseCache {
  const answers = createTenantMemo<string>(store, [companyCollection, colorsDocPath.collection], {
    maxKeysPerTenant: 16,
  });
  return {
    get: (tenant, lvl, compute) =>
      answers.get(tenant, lvl === null ? 'visitor' : String(lvl), async () =>
        JSON.stringify(await compute()),
      ),
  };
}
