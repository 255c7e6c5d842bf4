import type { ErrorBody } from '@colmena/shared';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from './deps';
import { accountsRoutes } from './features/accounts/routes';
import { companyRoutes, publicKeyRoutes } from './features/company/routes';
import { filesRoutes } from './features/files/routes';
import { pagesRoutes } from './features/pages/routes';
import { signupRoutes } from './features/signup/routes';
import type { AppEnv } from './platform/http/AppEnv';
import { errorHandler } from './platform/http/errorHandler';
import { sameOrigin } from './platform/http/sameOrigin';
import { sessionMiddleware } from './platform/http/sessionMiddleware';
import { hostGate } from './platform/tenancy/hostGate';
import { tenancyMiddleware } from './platform/tenancy/tenancyMiddleware';

/** The whole HTTP surface, built from its dependencies; server.ts (and later Cloud Functions) mount it. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  app.notFound((c) => c.json<ErrorBody>({ error: 'not_found', message: 'Not found' }, 404));

  app.use(tenancyMiddleware(deps.store, deps.config.baseDomain));
  app.use(sameOrigin);
  app.use(hostGate(deps.config.mainSiteUrl));

  app.get('/healthz', (c) => c.json({ ok: true }));
  app.route('/', publicKeyRoutes(deps));

  // JSON APIs take small bodies; a file upload route will set its own (spec: 150 MB) limit.
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: (c) => c.json<ErrorBody>({ error: 'bad_request', message: 'Request body too large' }, 413),
    }),
  );
  app.use('/api/*', sessionMiddleware(deps.accounts));
  app.route('/api/auth', accountsRoutes(deps));
  app.route('/api', companyRoutes(deps));
  app.route('/api', signupRoutes(deps));
  app.route('/api', filesRoutes(deps));
  app.all('/api/*', (c) => c.json<ErrorBody>({ error: 'not_found', message: 'Not found' }, 404));

  app.route('/', pagesRoutes(deps));
  return app;
}
