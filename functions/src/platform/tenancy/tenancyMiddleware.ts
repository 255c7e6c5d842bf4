import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/AppEnv';
import { hostOf } from '../http/hostOf';
import { companyCollection, type Store } from '../store/Store';
import { createTenantMemo } from '../store/tenantMemo';
import { resolveTenancy } from './resolveTenancy';

/** First middleware of every request: the Host decides the tenant, nothing else may. */
export function tenancyMiddleware(store: Store, baseDomain: string): MiddlewareHandler<AppEnv> {
  // Every request asks whether its tenant exists: the answer holds until its company document
  // is written (a sign-up creating it, say).
  const existence = createTenantMemo<boolean>(store, [companyCollection], {
    maxTenants: 10000,
    maxKeysPerTenant: 1,
  });
  const tenantExists = (id: string) =>
    existence.get(id, 'exists', async () => (await store.getCompany(id)) !== null);
  return async (c, next) => {
    c.set('tenancy', await resolveTenancy(hostOf(c), baseDomain, tenantExists));
    await next();
  };
}
