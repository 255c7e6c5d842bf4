import type { Context } from 'hono';
import type { AppEnv } from './AppEnv';
import { requestHeader } from './requestHeader';

/** The Host the browser used (with port); `app.request()` in tests falls back to the URL's. */
export function hostOf(c: Context<AppEnv>): string {
  return requestHeader(c, 'host') ?? new URL(c.req.url).host;
}
