import type { TLSSocket } from 'node:tls';
import type { Context } from 'hono';
import type { AppEnv } from './AppEnv';
import { requestHeader } from './requestHeader';

/**
 * Whether the browser reached us over https. X-Forwarded-Proto is written by whoever sends the
 * request, so, like X-Forwarded-For in clientAddress, it is believed only from the
 * `trustedProxyHops` proxies we run in front (Firebase Hosting: 1): the entry that many places
 * from the right is what our outermost trusted proxy saw. Without one, the connection decides.
 */
export function requestIsHttps(c: Context<AppEnv>, trustedProxyHops = 0): boolean {
  if (trustedProxyHops > 0) {
    const protos = (requestHeader(c, 'x-forwarded-proto') ?? '')
      .split(',')
      .map((proto) => proto.trim())
      .filter(Boolean);
    const vouched = protos[protos.length - trustedProxyHops];
    if (vouched) return vouched.toLowerCase() === 'https';
  }
  const incoming = c.env?.incoming;
  if (incoming) return (incoming.socket as Partial<TLSSocket>).encrypted === true;
  return new URL(c.req.url).protocol === 'https:';
}

/** Whether this request came over https, as the front door recorded it (schemeMiddleware). */
export function isHttps(c: Context<AppEnv>): boolean {
  return c.get('https') ?? requestIsHttps(c);
}
