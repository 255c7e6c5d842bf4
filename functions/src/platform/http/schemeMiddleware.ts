import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './AppEnv';
import { requestIsHttps } from './isHttps';

/**
 * Front door: records once whether the browser reached us over https, from trusted proxy
 * information only, for the CSRF check, the session cookie's Secure flag and HSTS.
 */
export function schemeMiddleware(trustedProxyHops = 0): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('https', requestIsHttps(c, trustedProxyHops));
    await next();
  };
}
