import type { ErrorBody } from '@colmena/shared';
// The server translates (mails) with every catalogue; a page registers only its chunks' ones.
import '@colmena/shared/i18n/allTexts';
import { Hono } from 'hono';
import type { AppDeps } from './deps';
import { accountsCompatRoutes } from './features/accounts/compatRoutes';
import { forcedResetGate } from './features/accounts/forcedResetGate';
import { outboxRoutes } from './features/accounts/outboxRoutes';
import { accountsRoutes } from './features/accounts/routes';
import { agendaRoutes } from './features/agenda/routes';
import { ensureAutomationEngine } from './features/automation/automationEngine';
import { automationRoutes } from './features/automation/routes';
import { webhookRoutes } from './features/automation/webhooks/webhookRoutes';
import { chatRoutes } from './features/chat/routes';
import { companyRoutes, publicKeyRoutes } from './features/company/routes';
import { documentsRoutes } from './features/documents/routes';
import { excelRoutes } from './features/exports/excel/routes';
import { exportsRoutes } from './features/exports/generatedFiles/routes';
import { filesRoutes, isUploadRequest } from './features/files/routes';
import { hostRoutes } from './features/host/routes';
import { registerImportJobs } from './features/imports/importJobs';
import { importsRoutes, isImportUpload } from './features/imports/routes';
import { indexesRoutes } from './features/indexes/routes';
import { directLiveRoutes } from './features/live/directStream';
import { recheckLiveStreams } from './features/live/recheckLiveStreams';
import { type LiveRoutesOptions, liveParts, liveRoutes } from './features/live/routes';
import { pagesRoutes } from './features/pages/routes';
import { publicDataRoutes } from './features/publicData/routes';
import { publicFormRoutes } from './features/publicForms/routes';
import { compatRoutes } from './features/query/compatRoutes';
import { queryRoutes } from './features/query/routes';
import { signupRoutes } from './features/signup/routes';
import type { AppEnv } from './platform/http/AppEnv';
import { callerMiddleware, callerResolver } from './platform/http/caller';
import { declaredBodyLimit } from './platform/http/declaredBodyLimit';
import { errorHandler } from './platform/http/errorHandler';
import { sameOrigin } from './platform/http/sameOrigin';
import { schemeMiddleware } from './platform/http/schemeMiddleware';
import { securityHeaders } from './platform/http/securityHeaders';
import { sequence } from './platform/http/sequence';
import { sessionMiddleware } from './platform/http/sessionMiddleware';
import { LiveHub } from './platform/live/LiveHub';
import { hostGate } from './platform/tenancy/hostGate';
import { tenancyMiddleware } from './platform/tenancy/tenancyMiddleware';

export interface AppOptions {
  /** The live stream's hub and settings; server.ts passes its hub so shutdown can close the streams. */
  live?: LiveRoutesOptions;
}

/** The whole HTTP surface, built from its dependencies; server.ts (and later Cloud Functions) mount it. */
export function createApp(deps: AppDeps, options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const hub = options.live?.hub ?? new LiveHub(deps.store, options.live);
  registerImportJobs(deps);
  // Automation runs and schedules on the jobs port; command triggers from the embedded change feed.
  ensureAutomationEngine(deps);
  app.onError(errorHandler);
  app.notFound((c) => c.json<ErrorBody>({ error: 'not_found', message: 'Not found' }, 404));
  const live = liveParts(deps, { ...options.live, hub });
  // On the function's own URL, before the front door: its Host names no company (directStream.ts).
  app.route('/', directLiveRoutes(deps, live));

  // The front door of every request, as one layer: https or not (trusted proxies only), the
  // security headers, tenant, CSRF check, what the host may reach.
  app.use(
    sequence(
      schemeMiddleware(deps.config.trustedProxyHops),
      securityHeaders,
      tenancyMiddleware(deps.store, deps.config.baseDomain),
      sameOrigin,
      hostGate(deps.config.mainSiteUrl),
    ),
  );
  // Spec §7 compat read: host-agnostic in the gate, so even an unknown company gets its failure shape.
  // Who calls, resolved once per request (contacts watched per account): one resolver for all.
  const callerOf = callerResolver(deps.store);
  app.route('/', compatRoutes(deps, callerOf));

  app.get('/healthz', (c) => c.json({ ok: true }));
  const webhooks = webhookRoutes(deps);
  app.route('/', webhooks.hooks);
  app.route('/', hostRoutes(deps));
  app.route('/', publicKeyRoutes(deps));
  app.route('/v1', accountsCompatRoutes(deps));

  // JSON APIs take small bodies; the upload route sets its own (spec: 150 MB) limit.
  // Then, on the API: body size, the session, a forced password reset enforced here, not
  // only by the browser's dialog, and the caller every rule is asked about.
  const jsonBodyLimit = declaredBodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => c.json<ErrorBody>({ error: 'bad_request', message: 'Request body too large' }, 413),
  });
  app.use(
    '/api/*',
    sequence(
      (c, next) => (isUploadRequest(c) || isImportUpload(c) ? next() : jsonBodyLimit(c, next)),
      sessionMiddleware(deps.accounts),
      callerMiddleware(callerOf),
      forcedResetGate(),
    ),
  );
  // After a sign-out, a password change or reset (they end the account's other sessions), and
  // after a contact command (levels, accounts), this process's live streams are re-checked at
  // once rather than at the next periodic sweep: another tab learns now that it was signed out.
  for (const path of [
    '/api/auth/logout',
    '/api/auth/password',
    '/api/auth/reset/confirm',
    '/api/agenda/contacts/:contactId/password',
  ])
    app.use(path, recheckLiveStreams(hub));
  app.route('/api/auth', accountsRoutes(deps));
  app.route('/api/admin', outboxRoutes(deps));
  app.route('/api/agenda', agendaRoutes(deps));
  app.route('/api/chat', chatRoutes(deps));
  app.route('/api', companyRoutes(deps));
  app.route('/api', signupRoutes(deps));
  app.route('/api', filesRoutes(deps));
  app.route('/api', documentsRoutes(deps, { accessChanged: () => void hub.revalidate() }));
  app.route('/api', queryRoutes(deps));
  app.route('/api', exportsRoutes(deps));
  app.route('/api', importsRoutes(deps));
  app.route('/api', excelRoutes(deps));
  app.route('/api', liveRoutes(deps, live));
  app.route('/api/indexes', indexesRoutes(deps));
  app.route('/api/public', publicDataRoutes(deps));
  app.route('/api', webhooks.secrets);
  app.route('/api', automationRoutes(deps));
  app.route('/api/public', publicFormRoutes(deps));
  app.all('/api/*', (c) => c.json<ErrorBody>({ error: 'not_found', message: 'Not found' }, 404));

  app.route('/', pagesRoutes(deps));
  return app;
}
