import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import {
  OutboundError,
  type OutboundHttp,
  type OutboundLimits,
  type OutboundResponse,
  outboundLimits,
} from './OutboundHttp';
import { isPublicAddress } from './publicAddress';

/** Every address a host name resolves to (tests give a resolver of their own). */
export type Resolve = (host: string) => Promise<string[]>;

export interface GuardedHttpOptions {
  limits?: Partial<OutboundLimits>;
  resolve?: Resolve;
  /**
   * A server-side test setting: lets requests reach these otherwise refused addresses (a
   * loopback server speaking a provider's API). Never set from configuration a tenant reaches.
   */
  allowAddress?: (address: string, port: number) => boolean;
}

const systemResolve: Resolve = async (host) => (await dnsLookup(host, { all: true })).map((a) => a.address);

/** Headers that must not follow a redirect to another origin. */
const credentialHeaders = ['authorization', 'cookie', 'proxy-authorization'];

/**
 * The outbound HTTP adapter of both deployments. Per hop: the URL must be http(s) without
 * credentials; its host (the WHATWG parser has already turned 2130706433, 0x7f.1 and 017700000001
 * into dotted IPv4 and IDNs into punycode) is resolved ONCE, every address must be public
 * (isPublicAddress), and the connection goes to that very address — no second lookup for a
 * rebinding DNS server to answer differently. Redirects are followed by hand (at most 5), each
 * checked like the first; credentials are dropped when the origin changes. The whole exchange
 * has 10 s, and the body 5 MB.
 */
export function guardedHttp(options: GuardedHttpOptions = {}): OutboundHttp {
  const limits = { ...outboundLimits, ...options.limits };
  const resolve = options.resolve ?? systemResolve;
  const allowed = (address: string, port: number) =>
    isPublicAddress(address) || options.allowAddress?.(address, port) === true;

  async function target(url: URL): Promise<string> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new OutboundError('bad_url', `${url.protocol} is not http or https`);
    if (url.username || url.password) throw new OutboundError('bad_url', 'credentials in the URL');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    const addresses = isIP(host) ? [host] : await resolve(host.replace(/\.$/, '')).catch(() => []);
    if (addresses.length === 0) throw new OutboundError('unresolved_host', host);
    const refused = addresses.find((address) => !allowed(address, port));
    if (refused !== undefined) throw new OutboundError('blocked_address', `${host} → ${refused}`);
    return addresses[0] as string;
  }

  return {
    async request(request) {
      const deadline = AbortSignal.timeout(limits.timeoutMs);
      let url = parse(request.url);
      let method = request.method ?? 'GET';
      let body = request.body;
      let headers = { ...request.headers };
      for (let redirects = 0; ; redirects++) {
        const address = await target(url);
        const answer = await exchange(url, address, method, headers, body, deadline, limits.maxBytes);
        const location = answer.headers.location;
        if (answer.status < 300 || answer.status > 399 || answer.status === 304 || !location)
          return { ...answer, url: url.href, redirects };
        if (redirects >= limits.maxRedirects)
          throw new OutboundError('too_many_redirects', `more than ${limits.maxRedirects}`);
        const next = parse(location, url);
        if (next.origin !== url.origin)
          headers = Object.fromEntries(
            Object.entries(headers).filter(([name]) => !credentialHeaders.includes(name.toLowerCase())),
          );
        // As browsers do: 303, and 301/302 after a POST, continue as a GET without a body.
        if (
          answer.status === 303 ||
          ((answer.status === 301 || answer.status === 302) && method === 'POST')
        ) {
          method = 'GET';
          body = undefined;
        }
        url = next;
      }
    },
  };
}

function parse(text: string, base?: URL): URL {
  try {
    return new URL(text, base);
  } catch {
    throw new OutboundError('bad_url', text.slice(0, 200));
  }
}

/** One HTTP exchange with the connection pinned to `address`. */
function exchange(
  url: URL,
  address: string,
  method: string,
  headers: Record<string, string>,
  body: string | Uint8Array | undefined,
  signal: AbortSignal,
  maxBytes: number,
): Promise<Omit<OutboundResponse, 'url' | 'redirects'>> {
  const family = isIP(address);
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (e: null, a: object[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolvePromise, reject) => {
    if (signal.aborted) return reject(new OutboundError('timeout', url.href));
    const req = send(
      url,
      { method, headers, lookup: pinned, signal, agent: false },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            req.destroy(new OutboundError('too_large', `more than ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolvePromise({
            status: res.statusCode ?? 0,
            headers: flatHeaders(res),
            body: new Uint8Array(Buffer.concat(chunks)),
          }),
        );
        res.on('error', (error) => reject(failure(error, signal, url)));
      },
    );
    req.on('error', (error) => reject(failure(error, signal, url)));
    req.end(body);
  });
}

function failure(error: unknown, signal: AbortSignal, url: URL): OutboundError {
  if (error instanceof OutboundError) return error;
  if (signal.aborted) return new OutboundError('timeout', url.href);
  return new OutboundError('network', error instanceof Error ? error.message : String(error));
}

function flatHeaders(res: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}
