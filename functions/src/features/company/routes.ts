import { viewerOfCaller } from '@colmena/shared/policy';
import { type Widget, widgetPlaceSchema } from '@colmena/shared/schemas';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { clientAddress } from '../../platform/http/clientAddress';
import { requireTenant } from '../../platform/http/requireTenant';
import { createCompanyResponseCache } from './companyResponseCache';
import { getPublicCompany } from './getPublicCompany';
import { getPublicKey } from './getPublicKey';
import { listWidgets } from './listWidgets';

/** Mounted at `/api`. */
export function companyRoutes(deps: AppDeps) {
  const answers = createCompanyResponseCache(deps.store);
  return new Hono<AppEnv>()
    .get('/company', async (c) => {
      const tenant = requireTenant(c);
      const lvl = c.get('account')?.lvl ?? null;
      const body = await answers.get(tenant, lvl, () => getPublicCompany(deps.store, tenant, lvl));
      return c.body(body, 200, {
        'Content-Type': 'application/json; charset=UTF-8',
        'Cache-Control': 'no-store',
      });
    })
    .get('/widgets', async (c) => {
      const tenant = requireTenant(c);
      const place = widgetPlaceSchema.safeParse(c.req.query('place'));
      if (!place.success)
        throw new AppError('bad_request', 'place must be company, public, project or journal');
      if (place.data !== 'public' && !c.get('account')) throw new AppError('unauthenticated');
      const widgets = await listWidgets(deps.store, tenant, place.data, viewerOfCaller(c.get('caller')));
      c.header('Cache-Control', 'no-store');
      return c.json<{ widgets: Widget[] }>({ widgets });
    });
}

/** Spec §7 compat lookup, mounted at the root: `GET /{company}/publickey/v1` on any host. */
export function publicKeyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/:company/publickey/v1', async (c) => {
    const url = new URL(c.req.url);
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() ?? url.protocol.replace(':', '');
    const data = await getPublicKey(deps.store, {
      company: c.req.param('company'),
      clientIp: clientAddress(c, deps.config.trustedProxyHops),
      origin: `${proto}://${c.req.header('host') ?? url.host}`,
    });
    return c.json({ data: JSON.stringify(data) });
  });
}
