import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reportFigure } from '../../../../security/figure';
import { createApp } from '../../app';
import type { AppEnv } from '../../platform/http/AppEnv';
import { LiveHub } from '../../platform/live/LiveHub';
import type { StoreQuery } from '../../platform/store/Store';
import { tenantIdPattern } from '../../platform/tenancy/resolveTenancy';
import {
  accountRoutes,
  get,
  hostProbes,
  hostSpellings,
  operationsAgainst,
  post,
  type Req,
} from '../../testing/crossTenantOperations';
import {
  bareHost,
  buildCrossTenantWorld,
  type Caller,
  markersIn,
  onlyDocId,
  onlyFile,
  type Role,
  roles,
  type TenantId,
  type TenantWorld,
  tenantIds,
} from '../../testing/crossTenantWorld';
import { type InProcessSse, readSse } from '../../testing/inProcessSse';
import { type Footprint, footprintDiff, openFootprints } from '../../testing/tenantFootprint';
import { createTestApp, type TestApp } from '../../testing/testApp';

/**
 * Issue 8, the cross-tenant line of the attack suite. Every role of every tenant (anonymous,
 * levels 100, 50, 10, an employee and a client) aims at each other tenant through every route
 * that reads or writes, for every collection of the target:
 *  1. its session on the other tenant's host, as the cookie and as a Bearer token (and its live
 *     stream token): the host decides the tenant, so it must count for nothing there — the
 *     answer may hold no more of the target's markers than a signed-out visitor's, and no write;
 *  2. on its own host, bodies, paths and query strings naming the target's collections,
 *     documents, definition keys, widgets, files, command ids, contacts, uids, e-mails, live
 *     streams and indexes: the answer may hold no marker of another tenant, and no other
 *     tenant may change.
 * A write is caught per request (the store's commits, and every other table with a tenant
 * column: accounts, sessions, auth records, mail, indexes) and per attacking tenant (a full
 * footprint of every other tenant, files included, before and after). Each tenant's admin first
 * finds its own markers through the same routes, and a deliberately broken app (sessions and
 * empty queries falling through to other tenants) shows the same checks find leaks.
 */

let t: TestApp;
/** The app under attack, with a live hub of its own so the test can close its streams. */
let app: Hono<AppEnv>;
let hub: LiveHub;
let worlds: Record<TenantId, TenantWorld>;
let footprints: ReturnType<typeof openFootprints>;
const victims = new Map<TenantId, InProcessSse>();
/** What each victim stream was opened with (its cursors come from its frames: victimSubs). */
const victimRequests = new Map<TenantId, StreamSub[]>();

/** What a run of the matrix found. */
interface Tally {
  leaks: string[];
  cases: number;
  byChannel: Map<string, number>;
  statuses: Map<number, number>;
  /** Answers 5xx: no leak, but worth a look. */
  serverErrors: string[];
}
const newTally = (): Tally => ({
  leaks: [],
  cases: 0,
  byChannel: new Map(),
  statuses: new Map(),
  serverErrors: [],
});
let tally = newTally();
/** Own-tenant reads that found their own markers: proof the markers are where the attacks look. */
const controls: { label: string; seen: boolean }[] = [];

type Channel = 'cookie-on-target-host' | 'bearer-on-target-host' | 'own-host-naming-target' | 'bare-host';

interface Observation {
  status: number;
  /** Headers and body: what a leak scan reads. */
  text: string;
  body?: string;
}

interface Case {
  role: Role;
  from: TenantId;
  target: TenantId | '*';
  collection: string;
  operation: string;
  channel: Channel;
}

const label = (c: Case) =>
  `${c.role}@${c.from} → ${c.target} | ${c.collection} | ${c.operation} | ${c.channel}`;

function credentials(caller: Caller, how: 'cookie' | 'bearer' | 'none'): Record<string, string> {
  if (how === 'cookie' && caller.cookie) return { cookie: caller.cookie };
  if (how === 'bearer' && caller.token) return { authorization: `Bearer ${caller.token}` };
  return {};
}

/** A request with `host` as its Host header; `urlHost` (default the same) is the URL's. */
async function send(
  host: string,
  req: Req,
  headers: Record<string, string> = {},
  urlHost = host,
): Promise<Observation> {
  const res = await app.request(`http://${urlHost}${req.path}`, {
    method: req.method,
    headers: {
      host,
      ...req.headers,
      ...headers,
      ...(req.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(req.json === undefined ? {} : { body: JSON.stringify(req.json) }),
  });
  const body = await res.text();
  const exposed = [...res.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
  return { status: res.status, text: `${exposed}\n\n${body}`, body };
}

// ---- what a case may not do -------------------------------------------------------------

/** Every document write of the store since the last check, from its commit listener. */
let committed: { tenant: string; kind: string; collection: string; id: string }[] = [];
let accountsDigest = '';
const accountSides = new Map<TenantId, Footprint>();

/** Starts the per-request write watch from the current state. */
function resetWriteWatch(): void {
  committed = [];
  accountsDigest = footprints.accountsDigest();
  for (const id of tenantIds) accountSides.set(id, footprints.accountsSide(id));
}

/** Writes since the last call to any tenant but `own`, as leak descriptions. */
function foreignWrites(own: TenantId | null): string[] {
  // The platform's own bookkeeping (e.g. `~colmena` sign-up counters) is no company's.
  const found = committed
    .filter((c) => c.tenant !== own && tenantIdPattern.test(c.tenant))
    .map((c) => `wrote ${c.tenant}: ${c.kind} ${c.collection}/${c.id}`);
  committed = [];
  const digest = footprints.accountsDigest();
  if (digest === accountsDigest) return found;
  accountsDigest = digest;
  for (const id of tenantIds) {
    const side = footprints.accountsSide(id);
    const diff = footprintDiff(accountSides.get(id) ?? new Map(), side);
    accountSides.set(id, side);
    if (id !== own) for (const d of diff) found.push(`wrote ${id}: ${d}`);
  }
  return found;
}

/** Markers in an answer given on `host`'s tenant that are not that tenant's. */
function foreignMarkers(hostTenant: TenantId | null, text: string): string[] {
  return [
    ...new Set(
      markersIn(text)
        .filter((m) => m.tenant !== hostTenant)
        .map((m) => m.marker),
    ),
  ];
}

const loggedErrors: string[] = [];

function record(c: Case, problems: string[], status?: number): void {
  tally.cases++;
  if (status !== undefined) {
    tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
    if (status >= 500) tally.serverErrors.push(`${label(c)}: ${status}`);
  }
  tally.byChannel.set(c.channel, (tally.byChannel.get(c.channel) ?? 0) + 1);
  for (const problem of problems) tally.leaks.push(`${label(c)}: ${problem}`);
}

/**
 * Channel 2 (and the bare host): the answer on `host` may name no other tenant's marker and no
 * tenant but `own` may change.
 */
function judgeOwnHost(c: Case, hostTenant: TenantId | null, own: TenantId | null, obs: Observation) {
  const problems = foreignMarkers(hostTenant, obs.text).map((m) => `answered ${obs.status} with ${m}`);
  problems.push(...foreignWrites(own));
  record(c, problems, obs.status);
}

/**
 * Channel 1: on the target's host, the attacker's credentials may get no more than a visitor
 * without them (`baseline`): no marker the visitor does not get, no success the visitor does not
 * get, and no write anywhere.
 */
function judgeOnTarget(c: Case, target: TenantId, obs: Observation, baseline: Observation) {
  const allowed = new Set(markersIn(baseline.text).map((m) => m.marker));
  const problems = foreignMarkers(target, obs.text).map((m) => `answered ${obs.status} with ${m}`);
  for (const m of markersIn(obs.text))
    if (m.tenant === target && !allowed.has(m.marker))
      problems.push(`answered ${obs.status} with ${m.marker}, which a visitor does not get`);
  if (obs.status < 300 && baseline.status >= 300)
    problems.push(
      `credentials of ${c.from} were honoured: ${obs.status} where a visitor gets ${baseline.status}`,
    );
  problems.push(...foreignWrites(null));
  record(c, [...new Set(problems)], obs.status);
}

let idCounter = 0;
const freshIds = (prefix: string) => () => `${prefix}-${++idCounter}`;

// ---- live streams ---------------------------------------------------------------------

/** One subscription of a stream request: its id, its query, the cursor it resumes from. */
interface StreamSub {
  id: string;
  query: unknown;
  cursor?: string;
}

/** Opens a stream (`POST /api/live`) carrying `subs`, and waits for its `ready` (if it opened). */
async function openStream(host: string, headers: Record<string, string>, subs: StreamSub[], token?: string) {
  const abort = new AbortController();
  const res = await app.request(`http://${host}/api/live`, {
    method: 'POST',
    headers: { host, accept: 'text/event-stream', 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ subs, ...(token ? { token } : {}) }),
    signal: abort.signal,
  });
  const sse = readSse(res, abort);
  if (res.status === 200) await sse.waitFor((e) => e.event === 'ready', 2000);
  return { subs, sse };
}

/**
 * Opens the stream on the function's own URL (`POST /api/live/direct`, whose Host names no
 * company) from a page of `pageHost`, with `token`, and waits for its `ready` (if it opened).
 */
async function openDirectStream(pageHost: string, subs: StreamSub[], token: string) {
  const abort = new AbortController();
  const functionHost = 'europe-west1-attack.cloudfunctions.net';
  const res = await app.request(`http://${functionHost}/api/live/direct`, {
    method: 'POST',
    headers: {
      host: functionHost,
      origin: `http://${pageHost}`,
      accept: 'text/event-stream',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ subs, token }),
    signal: abort.signal,
  });
  const sse = readSse(res, abort);
  if (res.status === 200) await sse.waitFor((e) => e.event === 'ready', 2000);
  return { subs, sse };
}

/** A stream of one subscription; the observation is its answer and that subscription's first frames. */
async function subscribeLive(
  host: string,
  sub: string,
  query: unknown,
  headers: Record<string, string>,
  cursor?: string,
): Promise<Observation> {
  const stream = await openStream(host, headers, [{ id: sub, query, ...(cursor ? { cursor } : {}) }]);
  const mine = (e: { data: string }) => e.data.includes(`"sub":"${sub}"`);
  if (stream.sse.status === 200) await stream.sse.waitFor(mine, 1500);
  const frames = stream.sse.events.filter(mine).map((e) => `${e.event} ${e.data}`);
  const answer = stream.sse.status === 200 ? '' : stream.sse.text;
  await stream.sse.close();
  return { status: stream.sse.status, text: `${answer}\n${frames.join('\n')}` };
}

/** The victim stream's subscriptions with the cursors its frames gave: what a thief would carry off. */
function victimSubs(tenant: TenantId): StreamSub[] {
  const victim = victims.get(tenant);
  const cursors = new Map<string, string>();
  for (const event of victim?.events ?? []) {
    const data = JSON.parse(event.data) as { sub?: string; cursor?: string };
    if (data.sub && data.cursor) cursors.set(data.sub, data.cursor);
  }
  return (victimRequests.get(tenant) ?? []).map((sub) => ({ ...sub, cursor: cursors.get(sub.id) }));
}

// ---- the matrix -------------------------------------------------------------------------

const victimBaselines = new Map<TenantId, Observation>();
/** Each tenant's own new password, so no two tenants' look-alike accounts ever share one. */
const newPassword = (tenant: TenantId, n: number) => `Cambio2026${tenant}X${n}`;
const emailsOf = (w: TenantWorld) =>
  roles.flatMap((r) => (w.callers[r].email ? [w.callers[r].email as string] : []));

/** Channel 1: `a`'s credentials (cookie, then Bearer) on `b`'s host, against a visitor's answer. */
async function credentialsOnTargetHost(
  a: TenantWorld,
  b: TenantWorld,
  attackers: readonly Role[] = roles,
): Promise<void> {
  const ops = operationsAgainst(b, freshIds(`xt1-${a.id}-${b.id}`));
  const baselines: Observation[] = [];
  for (const op of ops) {
    baselines.push(await send(b.host, op.req));
    const writes = foreignWrites(null);
    if (writes.length > 0) tally.leaks.push(`visitor on ${b.id} | ${op.operation}: ${writes.join('; ')}`);
  }
  // The victim's subscriptions and cursors replayed by a visitor: what a thief may get at most.
  const thiefBaseline = await openStream(b.host, {}, victimSubs(b.id));
  await thiefBaseline.sse.waitFor(() => thiefBaseline.sse.events.length > thiefBaseline.subs.length, 1500);
  victimBaselines.set(b.id, { status: thiefBaseline.sse.status, text: thiefBaseline.sse.text });
  await thiefBaseline.sse.close();
  const liveBaselines = new Map<string, Observation>();
  for (const collection of b.collections)
    liveBaselines.set(collection, await subscribeLive(b.host, `s-${collection}`, { collection }, {}));
  foreignWrites(null);

  for (const role of attackers) {
    if (role === 'anonymous') continue;
    const caller = a.callers[role];
    for (const how of ['cookie', 'bearer'] as const) {
      const channel: Channel = how === 'cookie' ? 'cookie-on-target-host' : 'bearer-on-target-host';
      const headers = credentials(caller, how);
      for (const [i, op] of ops.entries()) {
        const obs = await send(b.host, op.req, headers);
        const baseline = baselines[i] ?? { status: 0, text: '' };
        judgeOnTarget({ role, from: a.id, target: b.id, ...op, channel }, b.id, obs, baseline);
      }
      // The live stream opened with the attacker's credentials is a visitor's stream there.
      for (const collection of b.collections) {
        const obs = await subscribeLive(b.host, `s-${collection}`, { collection }, headers);
        const c: Case = { role, from: a.id, target: b.id, collection, operation: 'live subscribe', channel };
        judgeOnTarget(c, b.id, obs, liveBaselines.get(collection) ?? { status: 0, text: '' });
      }
      const thief = await openStream(b.host, headers, victimSubs(b.id));
      await thief.sse.waitFor(() => thief.sse.events.length > thief.subs.length, 1500);
      const thiefText = thief.sse.text;
      await thief.sse.close();
      judgeOnTarget(
        {
          role,
          from: a.id,
          target: b.id,
          collection: 'live',
          operation: 'reopen the target victim stream (its subscriptions and cursors)',
          channel,
        },
        b.id,
        { status: thief.sse.status, text: thiefText },
        victimBaselines.get(b.id) ?? { status: 0, text: '' },
      );
      for (const [operation, req] of accountRoutes(caller, b)) {
        const baseline = await send(b.host, req);
        foreignWrites(null);
        const obs = await send(b.host, req, headers);
        judgeOnTarget(
          { role, from: a.id, target: b.id, collection: '-', operation, channel },
          b.id,
          obs,
          baseline,
        );
      }
      // The target's host spelled otherwise still decides the tenant; the credentials still count for nothing.
      for (const host of hostSpellings(b)) {
        for (const op of hostProbes(b)) {
          const baseline = await send(host, op.req);
          foreignWrites(null);
          const obs = await send(host, op.req, headers);
          const operation = `${op.operation} (Host ${host})`;
          const c: Case = { role, from: a.id, target: b.id, collection: op.collection, operation, channel };
          judgeOnTarget(c, b.id, obs, baseline);
        }
      }
    }
    // The live stream token of `a` presented on `b`'s host.
    const issued = await send(a.host, post('/api/live/token', {}), credentials(caller, 'cookie'));
    const token = (JSON.parse(issued.body ?? '{}') as { token: string }).token;
    const opened = await openStream(
      b.host,
      {},
      [{ id: 'xt-token', query: { collection: 'widgets' } }],
      token,
    );
    const text = opened.sse.text;
    await opened.sse.close();
    judgeOnTarget(
      {
        role,
        from: a.id,
        target: b.id,
        collection: 'live',
        operation: 'stream token',
        channel: 'bearer-on-target-host',
      },
      b.id,
      { status: opened.sse.status, text },
      { status: 401, text: '' },
    );
    // The same token on the function's own URL, carried by a page of `b`.
    if (token) {
      const direct = await openDirectStream(
        b.host,
        [{ id: 'xt-direct', query: { collection: 'widgets' } }],
        token,
      );
      const directText = direct.sse.text;
      await direct.sse.close();
      judgeOnTarget(
        {
          role,
          from: a.id,
          target: b.id,
          collection: 'live',
          operation: 'stream token on the function URL',
          channel: 'bearer-on-target-host',
        },
        b.id,
        { status: direct.sse.status, text: directText },
        { status: 403, text: '' },
      );
    }
  }
}

/** Channel 2: every role of `a` on its own host, naming `b`'s things. */
async function namingTargetOnOwnHost(a: TenantWorld, b: TenantWorld, role: Role): Promise<void> {
  const caller = a.callers[role];
  const headers = credentials(caller, 'cookie');
  const channel: Channel = 'own-host-naming-target';
  const judge = (collection: string, operation: string, obs: Observation) =>
    judgeOwnHost({ role, from: a.id, target: b.id, collection, operation, channel }, a.id, a.id, obs);

  for (const op of operationsAgainst(b, freshIds(`xt2-${a.id}-${role}`))) {
    judge(op.collection, op.operation, await send(a.host, op.req, headers));
  }
  // Bearer and compat reads with the token in the query string's place.
  for (const collection of b.collections)
    judge(
      collection,
      'compat read with Bearer',
      await send(a.host, get(`/firestore/v1/collections/${collection}`), credentials(caller, 'bearer')),
    );

  const stream = await openStream(
    a.host,
    headers,
    b.collections.map((collection) => ({ id: `s-${b.id}-${collection}`, query: { collection } })),
  );
  await stream.sse.waitFor(() => stream.sse.events.length > stream.subs.length, 1500);
  for (const collection of b.collections) {
    const mine = stream.sse.events.filter((e) => e.data.includes(`"sub":"s-${b.id}-${collection}"`));
    const text = mine.map((e) => `${e.event} ${e.data}`).join('\n');
    judge(collection, 'live subscribe', { status: stream.sse.status, text });
  }
  for (const key of b.keys)
    judge(
      `key ${key}`,
      'live subscribe data alias',
      await subscribeLive(
        a.host,
        `s-${b.id}-data-${key}`,
        { collection: 'data', collKey: key, place: 'journal' },
        headers,
      ),
    );
  judge(
    'widgets',
    'live subscribe widget of the target',
    await subscribeLive(a.host, `s-${b.id}-widget`, { widgetId: onlyDocId(b.id) }, headers),
  );
  judge('live', 'whole own stream', { status: stream.sse.status, text: stream.sse.text });
  await stream.sse.close();

  // Headers and URLs naming the target's host: the Host header alone decides, and it is the attacker's.
  for (const op of hostProbes(b)) {
    for (const [trick, extra] of [
      ['X-Forwarded-Host', { 'x-forwarded-host': b.host }],
      ['Forwarded host=', { forwarded: `host=${b.host};proto=http` }],
      ['X-Original-Host', { 'x-original-host': b.host }],
      ['X-Tenant', { 'x-tenant': b.id, 'x-company': b.id }],
    ] as const)
      judge(
        op.collection,
        `${op.operation} with ${trick}`,
        await send(a.host, op.req, { ...headers, ...extra }),
      );
    judge(
      op.collection,
      `${op.operation} with the target host in the URL`,
      await send(a.host, op.req, headers, b.host),
    );
  }

  // A subscription of its own resumed from a cursor of the target's victim stream.
  const victimCursor = victimSubs(b.id).find((sub) => sub.cursor)?.cursor;
  if (victimCursor) {
    judge(
      'live',
      'resume with a cursor of the target',
      await subscribeLive(
        a.host,
        'xt-resumed',
        { collection: a.companyCollections[0] ?? 'widgets' },
        headers,
        victimCursor,
      ),
    );
  }

  // The target's victim stream (its subscription ids, queries and cursors) reopened on the attacker's own host.
  const lookalike = await openStream(a.host, headers, victimSubs(b.id));
  await lookalike.sse.waitFor(() => lookalike.sse.events.length > lookalike.subs.length, 1500);
  judge('live', 'reopen the target victim stream on the own host', {
    status: lookalike.sse.status,
    text: lookalike.sse.text,
  });
  await lookalike.sse.close();

  if (role !== 'anonymous') {
    // Own e-mail changed to one of the target's: the target's account must stay as it is.
    const email = emailsOf(b)[0] ?? '';
    const changed = await send(
      a.host,
      post('/api/auth/email', { email, password: caller.password }),
      headers,
    );
    judge('-', 'email change to a target e-mail', changed);
    if (changed.status === 200) caller.email = email;
    if (['admin', 'manager', 'coordinator'].includes(role))
      judge(
        'agenda',
        'contact.create with a target e-mail',
        await send(
          a.host,
          post('/api/commands', {
            id: `xt2-contact-${a.id}-${role}-${b.id}`,
            type: 'contact.create',
            payload: {
              Name: 'xt',
              Surname: 'attack',
              Rol: 'Cliente',
              email: emailsOf(b)[1],
              password: 'Colmena2026x',
              confirmPassword: 'Colmena2026x',
            },
          }),
          headers,
        ),
      );
  } else {
    // What a visitor of `a` can do with `b`'s accounts: sign in, ask for reset codes.
    const address = { 'x-forwarded-for': `10.8.${tenantIds.indexOf(a.id)}.${tenantIds.indexOf(b.id)}` };
    for (const target of Object.values(b.callers)) {
      if (!target.email) continue;
      const login = await send(
        a.host,
        post('/api/auth/login', { email: target.email, password: target.password }),
        address,
      );
      judge('-', `login with ${target.role}'s e-mail and password`, login);
      if (login.status < 300)
        tally.leaks.push(
          `${target.role}@${b.id}'s password signed in on ${a.id} as ${target.email}: ${login.text}`,
        );
    }
    for (const email of emailsOf(b).slice(0, 2)) {
      judge(
        '-',
        'reset code request for a target e-mail',
        await send(a.host, post('/api/auth/reset/request', { email }), address),
      );
      judge(
        '-',
        'reset code verify for a target e-mail',
        await send(a.host, post('/api/auth/reset/verify', { email, code: '000000' }), address),
      );
      judge(
        '-',
        'reset confirm for a target e-mail',
        await send(
          a.host,
          post('/api/auth/reset/confirm', {
            email,
            code: '000000',
            password: 'Cambio2026xy',
            confirmPassword: 'Cambio2026xy',
          }),
          address,
        ),
      );
    }
    // Sign-up of the target's subdomain from the bare host: refused, the target untouched.
    judgeOwnHost(
      {
        role,
        from: a.id,
        target: b.id,
        collection: '-',
        operation: 'sign-up of the target subdomain',
        channel: 'bare-host',
      },
      null,
      null,
      await send(
        bareHost,
        post('/api/signup', {
          subdomain: b.id,
          companyName: 'xt',
          email: 'xt@xt.test',
          password: 'Colmena2026x',
        }),
        // Its own address, so the sign-up limit per address does not answer in place of the check.
        { 'x-forwarded-for': `10.9.${tenantIds.indexOf(a.id)}.${tenantIds.indexOf(b.id)}` },
      ),
    );
  }
}

/** Own password changes last: the session rotates (the new cookie is kept). */
async function ownPasswordChanges(a: TenantWorld, role: Role): Promise<void> {
  const caller = a.callers[role];
  if (role === 'anonymous') return;
  const channel: Channel = 'own-host-naming-target';
  const first = newPassword(a.id, 1);
  const changed = await send(
    a.host,
    post('/api/auth/password', { password: first, confirmPassword: first }),
    credentials(caller, 'cookie'),
  );
  if (changed.status === 200) caller.password = first;
  judgeOwnHost(
    { role, from: a.id, target: '*', collection: '-', operation: 'password change', channel },
    a.id,
    a.id,
    changed,
  );
  const cookie = changed.text.match(/set-cookie: (__session=[^;]+)/)?.[1];
  if (cookie) {
    caller.cookie = cookie;
    caller.token = cookie.slice(cookie.indexOf('=') + 1);
  }
  const second = newPassword(a.id, 2);
  const compat = await send(
    a.host,
    post('/v1/resetPwd', { password: second, confirmPassword: second }),
    credentials(caller, 'bearer'),
  );
  if (compat.status === 200) {
    caller.password = second;
    const token = (JSON.parse(compat.body ?? '{}') as { token?: string }).token;
    if (token) {
      caller.token = token;
      caller.cookie = `__session=${token}`;
    }
  }
  judgeOwnHost(
    { role, from: a.id, target: '*', collection: '-', operation: 'compat resetPwd', channel },
    a.id,
    a.id,
    compat,
  );
}

/** Each tenant's admin sees its own markers through the routes the attacks use. */
async function ownTenantControls(): Promise<void> {
  for (const w of Object.values(worlds)) {
    const headers = credentials(w.callers.admin, 'cookie');
    const sees = (text: string) => markersIn(text).some((m) => m.tenant === w.id);
    for (const collection of w.collections) {
      if (collection === 'meta') continue; // no route reads it, by design
      const obs = await send(w.host, post('/api/query', { collection }), headers);
      controls.push({ label: `${w.id} admin reads ${collection}`, seen: sees(obs.text) });
      const compat = await send(
        w.host,
        get(`/firestore/v1/collections/${collection}`),
        credentials(w.callers.admin, 'bearer'),
      );
      controls.push({ label: `${w.id} admin compat-reads ${collection}`, seen: sees(compat.text) });
    }
    for (const path of [
      '/api/admin/outbox',
      '/api/indexes',
      `/api/files/${onlyFile(w.id)}`,
      '/api/widgets?place=public',
    ])
      controls.push({
        label: `${w.id} admin GET ${path}`,
        seen: sees((await send(w.host, get(path), headers)).text),
      });
    const victim = victims.get(w.id);
    controls.push({ label: `${w.id} admin live stream`, seen: sees(victim?.text ?? '') });
  }
  resetWriteWatch();
}

beforeAll(async () => {
  t = await createTestApp();
  worlds = await buildCrossTenantWorld(t);
  // Streams live as long as the attack does (no lifetime): a victim stream must never end.
  hub = new LiveHub(t.deps.store, { streamLifetimeMs: 0 });
  app = createApp(t.deps, { live: { hub } });
  footprints = openFootprints(t.dataDir);
  if (!t.deps.store.onCommit) throw new Error('the embedded store reports its commits; this test needs it');
  t.deps.store.onCommit?.((changes) => {
    for (const c of changes) committed.push(c);
  });
  // Each tenant's admin watches all of its collections on a stream other tenants will aim at.
  for (const w of Object.values(worlds)) {
    // Opened with a stream token: the admin's own password change later must not end it.
    const headers = credentials(w.callers.admin, 'cookie');
    const issued = await send(w.host, post('/api/live/token', {}), headers);
    const token = (JSON.parse(issued.body ?? '{}') as { token: string }).token;
    const subs = w.collections
      .filter((c) => c !== 'meta')
      .map((collection) => ({ id: `v-${collection}`, query: { collection } }));
    const stream = await openStream(w.host, {}, subs, token);
    await stream.sse.waitFor(() => stream.sse.events.length > subs.length, 3000);
    victimRequests.set(w.id, subs);
    victims.set(w.id, stream.sse);
  }
  resetWriteWatch();
});

afterAll(async () => {
  for (const sse of victims.values()) await sse.close();
  hub?.close();
  footprints?.close();
  await t?.close();
});

/** Quiets the compat read's refusal warnings (thousands here) and keeps logged errors. */
async function quietly<T>(run: () => Promise<T>): Promise<T> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // The outbox prints every mail (reset codes here).
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    loggedErrors.push(args.map(String).join(' ').slice(0, 300));
  });
  try {
    return await run();
  } finally {
    warn.mockRestore();
    log.mockRestore();
    error.mockRestore();
  }
}

function summary(run: Tally): string {
  const count = <K>(map: Map<K, number>) => [...map].map(([k, v]) => `${k} ${v}`).join(', ');
  return `${run.cases} cases (${count(run.byChannel)}), ${run.leaks.length} leaks; statuses ${count(
    new Map([...run.statuses].sort(([x], [y]) => x - y)),
  )}`;
}

/**
 * A deliberately broken platform for the detector's own check: a session token resolves in
 * any tenant, and a query that finds nothing in the host's tenant is run in the others.
 */
function leakyApp(): { app: Hono<AppEnv>; hub: LiveHub } {
  const { accounts, store } = t.deps;
  const others = (tenant: string) => tenantIds.filter((id) => id !== tenant);
  const leakyAccounts = new Proxy(accounts, {
    get(target, prop) {
      if (prop === 'resolveSession')
        return async (tenant: string, token: string) => {
          for (const id of [tenant, ...others(tenant)]) {
            const account = await target.resolveSession(id, token);
            if (account) return account;
          }
          return null;
        };
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const leakyStore = new Proxy(store, {
    get(target, prop) {
      if (prop === 'query')
        return async (tenant: string, query: StoreQuery) => {
          for (const other of [tenant, ...others(tenant)]) {
            const docs = await target.query(other, query);
            if (docs.length > 0) return docs;
          }
          return [];
        };
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const leakyHub = new LiveHub(leakyStore);
  const deps = { ...t.deps, accounts: leakyAccounts, store: leakyStore };
  return { app: createApp(deps, { live: { hub: leakyHub } }), hub: leakyHub };
}

describe('cross-tenant isolation over the (role × tenant × collection × operation) matrix', () => {
  it('leaks nothing and changes no other tenant', async () => {
    const started = Date.now();
    await quietly(async () => {
      await ownTenantControls();
      for (const a of Object.values(worlds)) {
        const others = Object.values(worlds).filter((w) => w.id !== a.id);
        const before = new Map(others.map((b) => [b.id, footprints.snapshot(b.id)]));
        for (const b of others) await credentialsOnTargetHost(a, b);
        for (const role of roles) {
          for (const b of others) await namingTargetOnOwnHost(a, b, role);
          await ownPasswordChanges(a, role);
        }
        await t.deps.store.changesSince(a.id, 0); // commits anything pending before the raw read
        for (const b of others) {
          const diff = footprintDiff(before.get(b.id) ?? new Map(), footprints.snapshot(b.id));
          if (diff.length > 0)
            tally.leaks.push(`while ${a.id} attacked, ${b.id} changed: ${diff.join('; ')}`);
        }
      }
      // The victims' streams carried nothing of another tenant, and are still open.
      for (const [id, sse] of victims) {
        const c: Case = {
          role: 'admin',
          from: id,
          target: '*',
          collection: '*',
          operation: 'victim live stream',
          channel: 'own-host-naming-target',
        };
        record(
          c,
          foreignMarkers(id, sse.text).map((m) => `the victim stream carried ${m}`),
        );
        if (sse.events.some((e) => e.event === 'end'))
          tally.leaks.push(`${id}'s victim stream was ended by an attack`);
      }
    });

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const unseen = controls.filter((c) => !c.seen).map((c) => c.label);
    console.log(
      `[cross-tenant] ${summary(tally)}; ${controls.length - unseen.length}/${controls.length} own-tenant controls saw their markers; ${seconds} s`,
    );
    if (tally.serverErrors.length > 0 || loggedErrors.length > 0)
      console.log(
        `[cross-tenant] ${tally.serverErrors.length} answers 5xx, ${loggedErrors.length} errors logged:\n` +
          [...tally.serverErrors.slice(0, 10), ...loggedErrors.slice(0, 10)].join('\n'),
      );
    reportFigure({
      name: 'cross-tenant reads/writes over the (role × tenant × collection × operation) matrix',
      value: `${tally.leaks.length} leaks in ${tally.cases} cases`,
      target: '0 leaks',
      ok: tally.leaks.length === 0,
    });
    // The markers are where the attacks look: each tenant's admin finds them through the same routes.
    expect(unseen).toEqual([]);
    expect(tally.leaks).toEqual([]);
  });

  it('catches a platform that mixes tenants up (the detector checked on a broken app)', async () => {
    const real = { app, tally };
    const leaky = leakyApp();
    app = leaky.app;
    tally = newTally();
    try {
      await quietly(async () => {
        resetWriteWatch();
        await credentialsOnTargetHost(worlds.develop, worlds.demo, ['manager']);
        await namingTargetOnOwnHost(worlds.develop, worlds.demo, 'admin');
      });
      console.log(`[cross-tenant] broken app: ${summary(tally)}`);
      const found = (channel: string) => tally.leaks.filter((l) => l.includes(`| ${channel}:`)).length;
      expect(found('cookie-on-target-host')).toBeGreaterThan(0);
      expect(found('bearer-on-target-host')).toBeGreaterThan(0);
      expect(found('own-host-naming-target')).toBeGreaterThan(0);
      // Writes are caught too: documents through the store's commits, accounts through the tables.
      expect(tally.leaks.some((l) => l.includes('wrote demo: set '))).toBe(true);
      expect(tally.leaks.some((l) => l.includes('wrote demo: changed accounts '))).toBe(true);
    } finally {
      leaky.hub.close();
      app = real.app;
      tally = real.tally;
    }
  });
});
