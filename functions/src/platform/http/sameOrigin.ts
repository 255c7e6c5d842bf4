import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './AppEnv';
import { AppError } from './AppError';
import { hostOf } from './hostOf';
import { isHttps } from './isHttps';
import { requestHeader } from './requestHeader';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the CSRF check looks at in a state-changing request. */
export interface CsrfFacts {
  /** This server's origin as the browser addressed it: scheme (trusted), Host, port. */
  scheme: 'http' | 'https';
  host: string;
  origin?: string;
  secFetchSite?: string;
  contentType?: string;
  contentLength?: string;
  transferEncoding?: string;
  /** X-Requested-With or Authorization: headers a cross-site page cannot send without CORS. */
  hasCustomHeader: boolean;
}

function originOf(text: string): string | null {
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
}

// Only these types a page of another site can send without asking us first (CORS preflight).
const isJson = (contentType: string) => /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType);
const hasBody = (f: CsrfFacts) =>
  f.contentType !== undefined ||
  f.transferEncoding !== undefined ||
  (f.contentLength !== undefined && f.contentLength.trim() !== '0');

/**
 * Whether a state-changing request may proceed with the caller's cookies. When it says where
 * it comes from (Origin), that must be exactly our origin: scheme, host and port. Browsers
 * also say whether the page was ours (Sec-Fetch-Site). Without Origin (curl, servers, very old
 * browsers) it must be something no HTML form of another site can produce: a JSON body, a
 * custom header, or no body at all (a form always sends one, with a form content type).
 */
export function isSameOriginRequest(facts: CsrfFacts): boolean {
  const site = facts.secFetchSite?.toLowerCase();
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  if (facts.origin !== undefined) {
    const ours = originOf(`${facts.scheme}://${facts.host}`);
    return ours !== null && originOf(facts.origin) === ours;
  }
  if (facts.hasCustomHeader) return true;
  if (!hasBody(facts)) return true;
  return facts.contentType !== undefined && isJson(facts.contentType);
}

/**
 * Webhook intake (features/automation/webhooks): its callers are servers proving a secret or a
 * signature, no session cookie is read there, so there is nothing for another site to forge.
 */
const isCookielessIntake = (path: string) => path.startsWith('/hooks/');

/** CSRF guard of the front door for POST, PUT, PATCH and DELETE: 403 forbidden otherwise. */
export const sameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (unsafeMethods.has(c.req.method) && !isCookielessIntake(c.req.path)) {
    const facts: CsrfFacts = {
      scheme: isHttps(c) ? 'https' : 'http',
      host: hostOf(c),
      origin: requestHeader(c, 'origin'),
      secFetchSite: requestHeader(c, 'sec-fetch-site'),
      contentType: requestHeader(c, 'content-type'),
      contentLength: requestHeader(c, 'content-length'),
      transferEncoding: requestHeader(c, 'transfer-encoding'),
      hasCustomHeader:
        requestHeader(c, 'x-requested-with') !== undefined || requestHeader(c, 'authorization') !== undefined,
    };
    if (!isSameOriginRequest(facts)) throw new AppError('forbidden');
  }
  await next();
};
