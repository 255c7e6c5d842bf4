import type { Context } from 'hono';
import type { AppEnv } from './AppEnv';

/** `::ffff:127.0.0.1` is how a dual-stack socket reports an IPv4 caller; show it as IPv4. */
const unmapped = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/**
 * The caller's IP, used by the rate limits and the publickey answer. X-Forwarded-For is written
 * by whoever sends the request, so it is believed only for the `trustedProxyHops` proxies we run
 * in front (Firebase Hosting: 1): each appends the address it saw, so the entry that many places
 * from the right is the one our nearest trusted proxy vouches for. With no trusted proxy (the
 * embedded server) the socket address is the only truth.
 */
export function clientAddress(c: Context<AppEnv>, trustedProxyHops = 0): string {
  if (trustedProxyHops > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const vouched = hops[hops.length - trustedProxyHops];
    if (vouched) return unmapped(vouched);
  }
  const socket = c.env?.incoming?.socket?.remoteAddress;
  return socket ? unmapped(socket) : 'unknown';
}
