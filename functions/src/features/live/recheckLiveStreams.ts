import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../platform/http/AppEnv';
import type { LiveHub } from '../../platform/live/LiveHub';

/**
 * After a request that ended a session (sign-out) succeeds, re-check the hub's streams now:
 * their callers must not keep reading until the next periodic sweep. Streams on other
 * instances still wait for theirs.
 */
export function recheckLiveStreams(hub: LiveHub): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method === 'POST' && c.res.status < 300) void hub.revalidate();
  };
}
