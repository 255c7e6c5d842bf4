import type { Context } from 'hono';

/** The Host the browser used (with port); `app.request()` in tests falls back to the URL's. */
export function hostOf(c: Context): string {
  return c.req.header('host') ?? new URL(c.req.url).host;
}
