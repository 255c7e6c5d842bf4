import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { readJson } from '../../platform/http/readJson';
import { requireTenant } from '../../platform/http/requireTenant';
import { LiveHub, type LiveHubOptions } from '../../platform/live/LiveHub';
import type { StreamAddress } from '../../platform/live/liveFrame';
import { createLiveTokens } from '../../platform/live/liveTokens';
import { openReadScope } from '../query/readScope';
import { authenticateStream } from './authenticateStream';
import { parseLiveOp, parseStreamId } from './liveRequest';
import { openSse } from './sseResponse';
import { streamGuard } from './streamGuard';
import { subscribeLive } from './subscribeLive';

export interface LiveRoutesOptions extends LiveHubOptions {
  /** Shared by every instance in the cloud; a random one per process suits the embedded server. */
  tokenSecret?: Uint8Array;
  heartbeatMs?: number;
  maxBufferedBytes?: number;
  hub?: LiveHub;
}

/**
 * Mounted at `/api`: the live protocol of issue 3. `GET /live?stream=<id>` is the SSE stream,
 * `POST /live/<id>` adds and removes its subscriptions, `POST /live/token` gives a stream token.
 */
export function liveRoutes(deps: AppDeps, options: LiveRoutesOptions = {}) {
  const hub = options.hub ?? new LiveHub(deps.store, options);
  const tokens = createLiveTokens(options.tokenSecret ?? randomBytes(32), deps.clock);
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const maxBufferedBytes = options.maxBufferedBytes ?? 8 * 1024 * 1024;

  return new Hono<AppEnv>()
    .post('/live/token', (c) => {
      const tenant = requireTenant(c);
      const account = c.get('account');
      if (!account) throw new AppError('unauthenticated');
      c.header('Cache-Control', 'no-store');
      return c.json(tokens.issue(tenant, account.uid));
    })
    .get('/live', async (c) => {
      const tenant = requireTenant(c);
      const stream = parseStreamId(c.req.query('stream'));
      const account = await authenticateStream(c, deps, tokens, tenant);
      const address: StreamAddress = { tenant, stream, owner: account?.uid ?? '' };
      // The session cookie (or Bearer) opened it when the session middleware found the account.
      const sessionToken = c.get('account') ? c.get('sessionToken') : null;
      // EventSource resends the last id it saw; a client that had to start over may pass it itself.
      const lastEventId = c.req.header('last-event-id') ?? c.req.query('lastEventId') ?? null;
      const connection = openSse({
        heartbeatMs,
        maxBufferedBytes,
        onClose: () => hub.disconnect(address, connection.sink),
      });
      try {
        hub.connect(address, connection.sink, lastEventId, streamGuard(deps, tenant, account, sessionToken));
      } catch (error) {
        connection.close();
        throw error;
      }
      c.req.raw.signal.addEventListener('abort', () => connection.close(), { once: true });
      return connection.response;
    })
    .post('/live/:stream', async (c) => {
      const tenant = requireTenant(c);
      const account = c.get('account');
      const address: StreamAddress = {
        tenant,
        stream: parseStreamId(c.req.param('stream')),
        owner: account?.uid ?? '',
      };
      const op = parseLiveOp(await readJson(c));
      if (!hub.has(address)) throw new AppError('not_found', 'Unknown live stream');
      if (op.op === 'unsubscribe') hub.unsubscribe(address, op.sub);
      else {
        const scope = await openReadScope(deps, tenant, c.get('caller'));
        await subscribeLive(hub, address, scope, op.sub, op.query);
      }
      return c.json({ ok: true });
    });
}
