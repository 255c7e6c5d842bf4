import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './AppEnv';
import { AppError } from './AppError';
import { hostOf } from './hostOf';
import { requestHeader } from './requestHeader';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF guard for cookie sessions: a state-changing request that says where it comes from
 * must come from this host. Requests without Origin (curl, server-to-server) pass.
 */
export const sameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = requestHeader(c, 'origin');
  if (origin !== undefined && unsafeMethods.has(c.req.method)) {
    const host = hostOf(c).toLowerCase();
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host.toLowerCase();
    } catch {
      originHost = null;
    }
    if (originHost !== host) throw new AppError('forbidden');
  }
  await next();
};
