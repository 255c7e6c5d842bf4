import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApp } from '../app';
import { LiveHub } from '../platform/live/LiveHub';
import { demo, type Snapshot } from './liveTestServer';
import { httpJson, listen, SseTestClient } from './sseTestClient';
import { createTestApp, type TestApp } from './testApp';

export interface GuardedStreamServer {
  readonly t: TestApp;
  readonly hub: LiveHub;
  post(cookie: string, path: string, body?: unknown): ReturnType<typeof httpJson>;
  /** A stream of `email` (by cookie, or by stream token) subscribed to `proyectos`, its snapshot received. */
  openStream(
    email: string,
    by?: 'cookie' | 'token',
  ): Promise<{ cookie: string; stream: string; client: SseTestClient }>;
}

/** The seeded app over HTTP with a hub that re-checks its streams every `revalidateMs` (a describe's hooks). */
export function guardedStreamServer(revalidateMs: number): GuardedStreamServer {
  let t: TestApp;
  let hub: LiveHub;
  let server: Awaited<ReturnType<typeof listen>>;
  const clients: SseTestClient[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    hub = new LiveHub(t.deps.store, { revalidateMs });
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

  return {
    get t() {
      return t;
    },
    get hub() {
      return hub;
    },
    post,
    async openStream(email, by = 'cookie') {
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
      const subscribed = await post(cookie, `/api/live/${stream}`, {
        op: 'subscribe',
        sub: 's',
        query: { collection: 'proyectos' },
      });
      expect(subscribed.status).toBe(200);
      await client.nextData<Snapshot>('snapshot');
      return { cookie, stream, client };
    },
  };
}
