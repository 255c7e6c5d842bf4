import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { LiveHub } from '../../platform/live/LiveHub';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { demo, type Snapshot } from './liveTestServer';
import { httpJson, listen, SseTestClient } from './sseTestClient';

/** A hub whose periodic re-check never comes during the test: only the immediate one can end a stream. */
let t: TestApp;
let hub: LiveHub;
let server: Awaited<ReturnType<typeof listen>>;
const clients: SseTestClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  hub = new LiveHub(t.deps.store, { revalidateMs: 600_000 });
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

async function openStream(email: string) {
  const cookie = await t.signIn(demo, email);
  const stream = randomUUID();
  const client = await SseTestClient.open(server.port, demo, `/api/live?stream=${stream}`, { cookie });
  clients.push(client);
  await client.nextData('ready');
  const subscribed = await post(cookie, `/api/live/${stream}`, {
    op: 'subscribe',
    sub: 's',
    query: { collection: 'proyectos' },
  });
  expect(subscribed.status).toBe(200);
  await client.nextData<Snapshot>('snapshot');
  return { cookie, client };
}

describe('live streams are re-checked at once', () => {
  it('after a sign-out', async () => {
    const { cookie, client } = await openStream('employee@demo.test');
    expect((await post(cookie, '/api/auth/logout')).status).toBe(204);
    expect(await client.nextData('end', 2000)).toMatchObject({ error: 'unauthenticated' });
    await client.ended;
  });

  it('after a contact command changes a level', async () => {
    const { client } = await openStream('manager@demo.test');
    const admin = await t.signIn(demo, 'admin@demo.test');
    const outcome = await post(admin, '/api/commands', {
      id: randomUUID(),
      type: 'contact.update',
      payload: { contactId: 'c-manager', lvl: 10 },
    });
    expect(outcome.body).toMatchObject({ status: 'applied' });
    expect(await client.nextData('end', 2000)).toMatchObject({ error: 'forbidden' });
    await client.ended;
  });
});
