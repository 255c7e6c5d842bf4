import type { Context } from 'hono';

/** Whether the browser reached us over https (directly or through a TLS-terminating proxy). */
export function isHttps(c: Context): boolean {
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
  if (proto) return proto === 'https';
  return new URL(c.req.url).protocol === 'https:';
}
