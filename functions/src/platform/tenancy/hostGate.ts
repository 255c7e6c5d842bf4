import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/AppEnv';
import { AppError } from '../http/AppError';
import { hostOf } from '../http/hostOf';
import { mainSiteRedirect } from './mainSiteRedirect';

/** Paths that answer the same on every host. */
export const isHostAgnostic = (path: string) =>
  path === '/healthz' ||
  path === '/api/host' ||
  path.startsWith('/assets/') ||
  /^\/[^/]+\/publickey\/v1$/.test(path) ||
  // The spec §7 compat read answers every failure, an unknown company included, in its own shape.
  /^\/firestore\/v1\/collections\/[^/]+$/.test(path);

const barePages = new Set(['/', '/successful']);

/**
 * What each kind of host may reach. Unknown company: API 404 unknown_company, pages go to the
 * main site. Bare host: the landing pages and sign-up only. Tenant host: everything but sign-up.
 */
export function hostGate(mainSiteUrl: string | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const tenancy = c.get('tenancy');
    const path = c.req.path;
    // Webhook callers are servers too: JSON refusals, never a redirect to the main site.
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/hooks/');
    if (isHostAgnostic(path)) return next();
    if (tenancy.kind === 'unknown') {
      if (isApi) throw new AppError('unknown_company');
      return c.redirect(mainSiteRedirect(hostOf(c), tenancy.label, mainSiteUrl), 302);
    }
    if (tenancy.kind === 'bare') {
      if (path === '/api/signup' || barePages.has(path)) return next();
      if (isApi) throw new AppError('not_found');
      return c.redirect('/', 302);
    }
    if (path === '/api/signup') throw new AppError('not_found');
    return next();
  };
}
