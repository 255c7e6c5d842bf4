import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/AppEnv';
import { hostOf } from '../http/hostOf';
import { onTenantWrites } from '../store/onTenantWrites';
import { companyCollection, type Store } from '../store/Store';
import { resolveTenancy } from './resolveTenancy';

/** Beyond this many known tenants the memo starts over rather than grow without bound. */
const maxKnownTenants = 10000;

/** First middleware of every request: the Host decides the tenant, nothing else may. */
export function tenancyMiddleware(store: Store, baseDomain: string): MiddlewareHandler<AppEnv> {
  // Every request asks whether its tenant exists; where the store reports commits, a tenant
  // once found is remembered until its company document is written again (deleted, say).
  const known = new Set<string>();
  // Bumped on every company write: a read that raced with one is not remembered.
  let writes = 0;
  const remembers =
    onTenantWrites(store, [companyCollection], (tenant) => {
      writes += 1;
      known.delete(tenant);
    }) !== undefined;
  const tenantExists = async (id: string) => {
    if (known.has(id)) return true;
    const before = writes;
    const exists = (await store.getCompany(id)) !== null;
    if (exists && remembers && writes === before) {
      if (known.size >= maxKnownTenants) known.clear();
      known.add(id);
    }
    return exists;
  };
  return async (c, next) => {
    c.set('tenancy', await resolveTenancy(hostOf(c), baseDomain, tenantExists));
    await next();
  };
}
