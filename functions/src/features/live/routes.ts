import { randomBytes, randomUUID } from 'node:crypto';
import type { LiveStreamRequest } from '@colmena/shared';
import { liveCloseRequestSchema } from '@colmena/shared';
import type { Caller } from '@colmena/shared/policy';
import { type Context, Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { Account } from '../../platform/accounts/Accounts';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { type CallerOf, callerResolver } from '../../platform/http/caller';
import { readJson } from '../../platform/http/readJson';
import { requireTenant } from '../../platform/http/requireTenant';
import { LiveHub, type LiveHubOptions } from '../../platform/live/LiveHub';
import type { LiveStream } from '../../platform/live/LiveStream';
import { createLiveTokens, type LiveTokens } from '../../platform/live/liveTokens';
import { openReadScope } from '../query/readScope';
import { authenticateStream } from './authenticateStream';
import { parseStreamRequest } from './liveRequest';
import { claimLiveTab, liveTabKey, releaseLiveTab, watchLiveTab } from './liveTabs';
import { planSubscriptions } from './planSubscriptions';
import { openSse } from './sseResponse';
import { standingOf, streamGuard } from './streamGuard';

export interface LiveRoutesOptions extends LiveHubOptions {
  /** Shared by every instance in the cloud; a random one per process suits the embedded server. */
  tokenSecret?: Uint8Array;
  heartbeatMs?: number;
  maxBufferedBytes?: number;
  hub?: LiveHub;
}

/** Who opens a stream, as its route found them. */
export interface StreamOpener {
  account: Account | null;
  caller: Caller;
  /** The session that opened it (cookie or Bearer); null when a token or nobody did. */
  sessionToken: string | null;
}

/** The live protocol's parts both its routes use: the hub, the stream tokens and the opening of a stream. */
export interface LiveParts {
  hub: LiveHub;
  tokens: LiveTokens;
  callerOf: CallerOf;
  open(
    c: Context<AppEnv>,
    tenant: string,
    request: LiveStreamRequest,
    opener: StreamOpener,
  ): Promise<Response>;
}

export function liveParts(deps: AppDeps, options: LiveRoutesOptions = {}): LiveParts {
  const hub = options.hub ?? new LiveHub(deps.store, options);
  const tokens = createLiveTokens(options.tokenSecret ?? randomBytes(32), deps.clock);
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const maxBufferedBytes = options.maxBufferedBytes ?? 8 * 1024 * 1024;
  // A stream opened by token has no session: its caller is resolved here, as callerMiddleware
  // would; and every stream's guard re-resolves its caller's Rol and contact with it.
  const callerOf = callerResolver(deps.store);

  const open: LiveParts['open'] = async (c, tenant, request, { account, caller, sessionToken }) => {
    const userAgent = c.req.header('user-agent');
    // The policy runs on every stream open, for this request's caller (nothing is kept from earlier ones).
    const scope = await openReadScope(deps, tenant, caller);
    const subscriptions = await planSubscriptions(scope, request.subs);
    // This stream becomes its tab's newest: an older one of the tab ends wherever it is held.
    const tabKey = request.tab && account ? liveTabKey(account.uid, request.tab) : null;
    const streamId = randomUUID();
    if (tabKey) await claimLiveTab(deps.store, tenant, tabKey, streamId, deps.clock.now().getTime());

    let stream: LiveStream | null = null;
    let gone = false;
    let stopWatchingTab = () => {};
    const connection = openSse({
      heartbeatMs,
      maxBufferedBytes,
      onClose: () => {
        gone = true;
        stopWatchingTab();
        stream?.close();
      },
    });
    try {
      stream = hub.open({
        tenant,
        sink: connection.sink,
        subscriptions,
        guard: streamGuard(deps, tenant, account, sessionToken, {
          opened: standingOf(caller),
          now: async (current) => standingOf(await callerOf(tenant, current, userAgent)),
        }),
      });
    } catch (error) {
      connection.close();
      throw error;
    }
    // Dropped while it started (its first frames overflowed the buffer): nothing may keep watching.
    if (gone) stream.close();
    else if (tabKey)
      stopWatchingTab = watchLiveTab(deps.store, tenant, tabKey, streamId, () => connection.close());
    // The client went away: its watches stop now, not at the next write or heartbeat.
    c.req.raw.signal.addEventListener('abort', () => connection.close(), { once: true });
    return connection.response;
  };
  return { hub, tokens, callerOf, open };
}

/**
 * Mounted at `/api`: the live protocol (ARCHITECTURE §5, no instance affinity).
 * `POST /live` carries the stream's whole subscription set with its resume cursors and answers
 * the SSE stream itself (POST, not GET: a set of 100 queries and cursors outgrows a URL, and
 * queries have no place in access logs); changing subscriptions is a new `POST /live`.
 * `POST /live/token` gives a stream token, and where the deployment has one the stream's own
 * URL (LIVE_STREAM_URL: directStream.ts), for where the session cookie does not travel.
 */
export function liveRoutes(deps: AppDeps, live: LiveParts) {
  const { tokens, callerOf } = live;
  return new Hono<AppEnv>()
    .post('/live/token', (c) => {
      const tenant = requireTenant(c);
      // A visitor's token opens a visitor's stream (public data only), as no token would.
      const account = c.get('account');
      c.header('Cache-Control', 'no-store');
      const url = deps.config.liveStreamUrl;
      return c.json({ ...tokens.issue(tenant, account?.uid ?? ''), ...(url ? { url } : {}) });
    })
    .post('/live/close', async (c) => {
      const tenant = requireTenant(c);
      // Sent by navigator.sendBeacon as the page goes: the session cookie travels with it.
      const account = c.get('account');
      if (!account) throw new AppError('unauthenticated');
      const parsed = liveCloseRequestSchema.safeParse(await readJson(c));
      if (!parsed.success) throw new AppError('bad_request', 'Expected {tab}');
      await releaseLiveTab(deps.store, tenant, liveTabKey(account.uid, parsed.data.tab));
      return c.body(null, 204);
    })
    .post('/live', async (c) => {
      const tenant = requireTenant(c);
      const request = parseStreamRequest(await readJson(c));
      const account = await authenticateStream(c, deps, tokens, tenant, request.token);
      const bySession = Boolean(c.get('account'));
      const caller =
        account && !bySession ? await callerOf(tenant, account, c.req.header('user-agent')) : c.get('caller');
      // The session cookie (or Bearer) opened it when the session middleware found the account.
      const sessionToken = bySession ? c.get('sessionToken') : null;
      return live.open(c, tenant, request, { account, caller, sessionToken });
    });
}
