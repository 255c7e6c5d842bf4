import { cloudFunctionSources, pageContentSecurityPolicy } from '@colmena/shared/security';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './AppEnv';
import { isHttps } from './isHttps';

/**
 * API answers are data, never a document to render: should one be opened as a page anyway
 * (an uploaded SVG, an error answer), nothing in it may load or run. A route may set its own
 * (the files route does).
 */
export const apiContentSecurityPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; sandbox";

const common: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // For browsers without CSP frame-ancestors.
  'X-Frame-Options': 'DENY',
};

const deniedFeatures = 'microphone=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=()';

/** The headers every page of the web app carries (firebase.json repeats them for Hosting). */
export const pageSecurityHeaders: Readonly<Record<string, string>> = {
  ...common,
  // The field kit's location and barcode inputs ask for the position and the camera, on our own
  // pages only (the browser still asks the person); frames and tenant content never get them.
  'Permissions-Policy': `camera=(self), geolocation=(self), ${deniedFeatures}`,
  'Content-Security-Policy': pageContentSecurityPolicy(),
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Firebase Hosting's page headers (firebase.json): the same, but its pages also open the live
 * stream on the API function's own URL (features/live/directStream.ts).
 */
export const hostingPageSecurityHeaders: Readonly<Record<string, string>> = {
  ...pageSecurityHeaders,
  'Content-Security-Policy': pageContentSecurityPolicy({ connectSources: cloudFunctionSources }),
};

/** The headers every API answer carries. */
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  ...common,
  // An answer opened as a page (an uploaded SVG) gets no feature at all.
  'Permissions-Policy': `camera=(), geolocation=(), ${deniedFeatures}`,
  'Content-Security-Policy': apiContentSecurityPolicy,
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Over https, browsers must not come back over http for a year, on this host and below it. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Front door: the security headers of every answer, pages and API alike, errors and redirects
 * included. Set before the route runs, so a route may still replace one for its answer.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const headers = isApiPath(c.req.path) ? apiSecurityHeaders : pageSecurityHeaders;
  const hsts = isHttps(c);
  // Served by node: set on the Node response, which costs a fraction of seven Headers.set()
  // calls (each validated) and keeps Hono's answers on @hono/node-server's fast path; the
  // headers a route sets on its answer still win (writeHead's take precedence).
  const outgoing = c.env?.outgoing;
  if (outgoing && !outgoing.headersSent) {
    for (const name in headers) outgoing.setHeader(name, headers[name] as string);
    if (hsts) outgoing.setHeader('Strict-Transport-Security', strictTransportSecurity);
  } else {
    for (const name in headers) c.header(name, headers[name]);
    if (hsts) c.header('Strict-Transport-Security', strictTransportSecurity);
  }
  await next();
};
