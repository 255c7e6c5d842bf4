import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/AppEnv';
import { hostOf } from '../http/hostOf';
import type { Store } from '../store/Store';
import { resolveTenancy } from './resolveTenancy';

/** First middleware of every request: the Host decides the tenant, nothing else may. */
export function tenancyMiddleware(store: Store, baseDomain: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const tenancy = await resolveTenancy(
      hostOf(c),
      baseDomain,
      async (id) => (await store.getCompany(id)) !== null,
    );
    c.set('tenancy', tenancy);
    await next();
  };
}
