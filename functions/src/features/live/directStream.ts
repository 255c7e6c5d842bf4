import type { ErrorBody } from '@colmena/shared';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { declaredBodyLimit } from '../../platform/http/declaredBodyLimit';
import { readJson } from '../../platform/http/readJson';
import { schemeMiddleware } from '../../platform/http/schemeMiddleware';
import { securityHeaders } from '../../platform/http/securityHeaders';
import { sequence } from '../../platform/http/sequence';
import { parseHost } from '../../platform/tenancy/parseHost';
import { parseStreamRequest } from './liveRequest';
import type { LiveParts } from './routes';

export const directStreamPath = '/api/live/direct';

/**
 * The company a page's Origin names (`https://acme.<baseDomain>` → `acme`), or null for any
 * other origin: only the companies' own pages may read a stream from here.
 */
export function companyOfOrigin(origin: string | undefined, baseDomain: string): string | null {
  if (!origin) return null;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return null;
  }
  const parsed = parseHost(host, baseDomain);
  return parsed.kind === 'label' ? parsed.label : null;
}

/**
 * The live stream on the function's own URL (LIVE_STREAM_URL), mounted before the front door:
 * its Host is the function's, not a company's, so the company comes from the stream token
 * (`POST /api/live/token` on the company's host) and the caller's page reaches it across
 * origins (CORS, no cookie). Firebase Hosting buffers what a rewritten function answers, so a
 * stream through Hosting would arrive only as it ends; here it arrives as it is written. The
 * stream itself is the same as `POST /api/live` (routes.ts).
 */
export function directLiveRoutes(deps: AppDeps, live: LiveParts) {
  const { baseDomain } = deps.config;
  const cors: MiddlewareHandler<AppEnv> = async (c, next) => {
    const origin = c.req.header('origin');
    await next();
    if (origin && companyOfOrigin(origin, baseDomain)) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.append('Vary', 'Origin');
    }
  };
  const bodyLimit = declaredBodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => c.json<ErrorBody>({ error: 'bad_request', message: 'Request body too large' }, 413),
  });
  return new Hono<AppEnv>()
    .use(directStreamPath, sequence(schemeMiddleware(deps.config.trustedProxyHops), securityHeaders, cors))
    .options(directStreamPath, (c) => {
      if (!companyOfOrigin(c.req.header('origin'), baseDomain)) throw new AppError('forbidden');
      c.header('Access-Control-Allow-Methods', 'POST');
      c.header('Access-Control-Allow-Headers', 'content-type');
      c.header('Access-Control-Max-Age', '600');
      return c.body(null, 204);
    })
    .post(directStreamPath, bodyLimit, async (c) => {
      const request = parseStreamRequest(await readJson(c));
      const claims = request.token ? live.tokens.read(request.token) : null;
      if (!claims) throw new AppError('unauthenticated');
      // A page of one company may not carry another company's token here.
      const origin = c.req.header('origin');
      if (origin !== undefined && companyOfOrigin(origin, baseDomain) !== claims.tenant)
        throw new AppError('forbidden');
      const { tenant, uid } = claims;
      if (!(await deps.store.getCompany(tenant))) throw new AppError('unknown_company');
      const account = uid === '' ? null : await deps.accounts.get(tenant, uid);
      if (uid !== '' && (!account || account.disabled)) throw new AppError('unauthenticated');
      const caller = await live.callerOf(tenant, account, c.req.header('user-agent'));
      return live.open(c, tenant, request, { account, caller, sessionToken: null });
    });
}
