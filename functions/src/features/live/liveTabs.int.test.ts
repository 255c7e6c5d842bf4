import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { demo, streamBody } from '../../testing/liveTestServer';
import { httpJson, listen, SseTestClient } from '../../testing/sseTestClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { liveTabRecordMs, liveTabsCollection } from './liveTabs';

/**
 * Issue 9 point 2: a stream the client left must not keep its instance busy. Two app instances
 * over one store (as Cloud Functions instances over Firestore, or the emulator's workers): a
 * tab's newer stream ends its older one on the other instance at once, and the tab leaving its
 * page (`POST /api/live/close`, sent by sendBeacon) ends its stream wherever it is held.
 */
let t: TestApp;
const servers: Awaited<ReturnType<typeof listen>>[] = [];
const ports: number[] = [];
const cookies: Record<string, string> = {};
const clients: SseTestClient[] = [];
/** How long a change takes to reach a watch through the store (Firestore's listeners take longer). */
let settleMs = 1500;

beforeAll(async () => {
  t = await createTestApp();
  if (t.platform === 'cloud') settleMs = 5000;
  for (let i = 0; i < 2; i++) {
    const server = await listen(createApp(t.deps, { live: { streamLifetimeMs: 0 } }));
    servers.push(server);
    ports.push(server.port);
  }
  cookies.employee = await t.signIn(demo, 'employee@demo.test');
  cookies.admin = await t.signIn(demo, 'admin@demo.test');
});
afterAll(async () => {
  for (const client of clients) client.close();
  for (const server of servers) await server.close();
  await t.close();
});

const subs = [{ id: 'p', query: { collection: 'proyectos', limit: 1 } }];

async function open(port: number, who: string, tab?: string) {
  const body = { ...streamBody(subs), ...(tab ? { tab } : {}) };
  const client = await SseTestClient.open(port, demo, '/api/live', { cookie: cookies[who] ?? '' }, body);
  clients.push(client);
  expect(client.status).toBe(200);
  expect((await client.next()).event).toBe('ready');
  return client;
}

/** 'ended' when the server ended the stream within `ms`, else 'open'. */
const endedWithin = (client: SseTestClient, ms: number) =>
  Promise.race([
    client.ended.then(() => 'ended' as const),
    new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms)),
  ]);

const port = (i: number) => ports[i] ?? 0;

describe("a tab's streams across instances", () => {
  it("a newer stream of the same tab ends the older one on the other instance, and no one else's", async () => {
    const older = await open(port(0), 'employee', 'tab-aaaaaaaa');
    const otherTab = await open(port(0), 'employee', 'tab-bbbbbbbb');
    const noTab = await open(port(0), 'employee');
    // Another person naming the same tab id reaches nothing of the employee's.
    const admin = await open(port(1), 'admin', 'tab-aaaaaaaa');
    expect(await endedWithin(older, settleMs)).toBe('open');

    const started = Date.now();
    const newer = await open(port(1), 'employee', 'tab-aaaaaaaa');
    expect(await endedWithin(older, settleMs * 2)).toBe('ended');
    const endedAfterMs = Date.now() - started;
    expect(endedAfterMs).toBeLessThan(settleMs * 2);

    expect(await endedWithin(newer, settleMs)).toBe('open');
    expect(await endedWithin(otherTab, 1)).toBe('open');
    expect(await endedWithin(noTab, 1)).toBe('open');
    expect(await endedWithin(admin, 1)).toBe('open');
    for (const client of [newer, otherTab, noTab, admin]) client.close();
  });

  it('the tab leaving its page ends its stream on whichever instance holds it', async () => {
    const stream = await open(port(0), 'employee', 'tab-cccccccc');
    const sibling = await open(port(0), 'employee', 'tab-dddddddd');
    const answer = await httpJson(port(1), demo, '/api/live/close', {
      method: 'POST',
      body: { tab: 'tab-cccccccc' },
      headers: { cookie: cookies.employee ?? '', 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(204);
    expect(await endedWithin(stream, settleMs * 2)).toBe('ended');
    expect(await endedWithin(sibling, settleMs)).toBe('open');
    sibling.close();
  });

  it("a claim sweeps records of tabs gone for a day, and keeps the others'", async () => {
    const tenant = 'demo';
    const now = t.deps.clock.now().getTime();
    await t.deps.store.transaction(tenant, (tx) => {
      tx.set(liveTabsCollection, 'u.stale', {
        key: 'u.stale',
        stream: 's',
        at: now - liveTabRecordMs - 60_000,
      });
      tx.set(liveTabsCollection, 'u.recent', { key: 'u.recent', stream: 's', at: now - 60_000 });
    });
    const stream = await open(port(0), 'employee', 'tab-ffffffff');
    expect(await t.deps.store.get(tenant, liveTabsCollection, 'u.stale')).toBeNull();
    expect(await t.deps.store.get(tenant, liveTabsCollection, 'u.recent')).not.toBeNull();
    stream.close();
  });

  it.each([
    ['no session', {}, { tab: 'tab-eeeeeeee' }, 401],
    ['no tab', { employee: true }, {}, 400],
    ['a tab id that is not one', { employee: true }, { tab: 'a b' }, 400],
    ['more than the tab', { employee: true }, { tab: 'tab-eeeeeeee', also: 1 }, 400],
  ])('close with %s is refused', async (_, who, body, status) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if ('employee' in who) headers.cookie = cookies.employee ?? '';
    const answer = await httpJson(port(0), demo, '/api/live/close', { method: 'POST', body, headers });
    expect(answer.status).toBe(status);
  });

  it('a stream request with a malformed tab id opens nothing', async () => {
    const client = await SseTestClient.open(
      port(0),
      demo,
      '/api/live',
      { cookie: cookies.employee ?? '' },
      { ...streamBody(subs), tab: 'no spaces allowed' },
    );
    clients.push(client);
    expect(client.status).toBe(400);
  });
});
