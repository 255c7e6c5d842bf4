import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { LiveHub } from '../../platform/live/LiveHub';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { demo, type Snapshot } from './liveTestServer';
import { httpJson, listen, SseTestClient } from './sseTestClient';

/** The seeded app with a hub that re-checks its streams every 50 ms. */
let t: TestApp;
let hub: LiveHub;
let server: Awaited<ReturnType<typeof listen>>;
const clients: SseTestClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  hub = new LiveHub(t.deps.store, { revalidateMs: 50 });
  server = await listen(createApp(t.deps, { live: { hub } }));
});
afterAll(async () => {
  for (const client of clients) client.close();
  hub.close();
  await server.close();
  await t.close();
});

const post = (cookie: string, path: string, body?: unknown) =>
  httpJson(server.port, demo, path, { method: 'POST', body, headers: { cookie } });

/** A stream of `email` (by cookie, or by stream token) with one snapshot received. */
async function openStream(email: string, by: 'cookie' | 'token' = 'cookie') {
  const cookie = await t.signIn(demo, email);
  const stream = randomUUID();
  let path = `/api/live?stream=${stream}`;
  if (by === 'token') {
    const { body } = await post(cookie, '/api/live/token');
    path += `&token=${encodeURIComponent((body as { token: string }).token)}`;
  }
  const client = await SseTestClient.open(server.port, demo, path, by === 'cookie' ? { cookie } : {});
  clients.push(client);
  await client.nextData('ready');
  expect(
    (
      await post(cookie, `/api/live/${stream}`, {
        op: 'subscribe',
        sub: 's',
        query: { collection: 'proyectos' },
      })
    ).status,
  ).toBe(200);
  await client.nextData<Snapshot>('snapshot');
  return { cookie, stream, client };
}

async function uidOf(email: string): Promise<string> {
  const account = await t.deps.accounts.findByEmail('demo', email);
  if (!account) throw new Error(`no account ${email}`);
  return account.uid;
}

describe('live policy after subscribe time', () => {
  it('logout ends the streams of that session: a last end frame, then the stream closes', async () => {
    const { cookie, stream, client } = await openStream('employee@demo.test');
    const before = hub.stats().streams;
    expect((await post(cookie, '/api/auth/logout')).status).toBe(204);
    expect(await client.nextData('end', 2000)).toEqual({
      error: 'unauthenticated',
      message: 'The session of this stream has ended',
    });
    await client.ended;
    expect(hub.stats().streams).toBe(before - 1);
    // Nothing of it is left to subscribe to, for the old owner or anyone.
    expect(
      (
        await post(cookie, `/api/live/${stream}`, {
          op: 'subscribe',
          sub: 'x',
          query: { collection: 'obras' },
        })
      ).status,
    ).toBe(404);
  });

  it('keeps the streams of other sessions of the same user', async () => {
    const first = await openStream('coordinator@demo.test');
    const second = await openStream('coordinator@demo.test');
    await post(first.cookie, '/api/auth/logout');
    await first.client.nextData('end', 2000);
    await t.deps.store.transaction('demo', (tx) => tx.set('proyectos', 'p-still-live', { Name: 'Sigue' }));
    expect((await second.client.next(2000)).event).toBe('changes');
  });

  it('a lowered level ends the stream (its subscriptions carry the old policy)', async () => {
    const { client } = await openStream('manager@demo.test');
    await t.deps.accounts.setLevel('demo', await uidOf('manager@demo.test'), 0);
    expect(await client.nextData('end', 2000)).toMatchObject({ error: 'forbidden' });
    await client.ended;
  });

  it('a disabled account ends a stream opened with a stream token', async () => {
    const { client } = await openStream('client@demo.test', 'token');
    await t.deps.accounts.setDisabled('demo', await uidOf('client@demo.test'), true);
    expect(await client.nextData('end', 2000)).toMatchObject({ error: 'unauthenticated' });
    await client.ended;
  });
});
