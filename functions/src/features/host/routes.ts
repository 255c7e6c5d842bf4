import type { HostResponse } from '@colmena/shared';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { hostOf } from '../../platform/http/hostOf';
import { mainSiteRedirect } from '../../platform/tenancy/mainSiteRedirect';

/**
 * Mounted at the root before the API's session layer: it answers on every kind of host, so a
 * page shell served by Hosting on the bare host or an unknown company can tell which it is.
 */
export function hostRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/api/host', (c) => {
    const tenancy = c.get('tenancy');
    c.header('Cache-Control', 'no-store');
    if (tenancy.kind === 'unknown') {
      const mainSite = mainSiteRedirect(hostOf(c), tenancy.label, deps.config.mainSiteUrl);
      return c.json<HostResponse>({ kind: 'unknown', mainSite });
    }
    return c.json<HostResponse>({ kind: tenancy.kind === 'bare' ? 'bare' : 'tenant' });
  });
}
