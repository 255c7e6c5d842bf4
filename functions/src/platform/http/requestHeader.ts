import type { Context } from 'hono';
import type { AppEnv } from './AppEnv';

/**
 * A request header by its lower-case name. Served by @hono/node-server, it is read from Node's
 * own parsed headers: going through `c.req.header()` builds a fetch Headers object for the
 * request, which costs a simple GET more than all our middleware together. Under
 * `app.request()` (tests) there is no Node request, and Hono answers.
 */
export function requestHeader(c: Context<AppEnv>, name: string): string | undefined {
  const incoming = c.env?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
