import type { Context } from 'hono';
import type { AppEnv } from './AppEnv';

/** `::ffff:127.0.0.1` is how a dual-stack socket reports an IPv4 caller; show it as IPv4. */
const unmapped = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/** The caller's IP: the first X-Forwarded-For hop (Hosting, proxies), else the socket. */
export function clientAddress(c: Context<AppEnv>): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return unmapped(forwarded);
  const socket = c.env?.incoming?.socket?.remoteAddress;
  return socket ? unmapped(socket) : 'unknown';
}
