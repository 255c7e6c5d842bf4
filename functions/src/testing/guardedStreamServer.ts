import { afterAll, beforeAll, expect } from 'vitest';
import { createApp } from '../app';
import { LiveHub } from '../platform/live/LiveHub';
import { demo, type LiveSub, type Snapshot, streamBody } from './liveTestServer';
import { httpJson, listen, SseTestClient } from './sseTestClient';
import { createTestApp, type TestApp } from './testApp';

export interface GuardedStreamServer {
  readonly t: TestApp;
  readonly hub: LiveHub;
  post(cookie: string, path: string, body?: unknown): ReturnType<typeof httpJson>;
  /** A stream of `email` (by cookie, or by stream token) subscribed to `proyectos`, its snapshot received. */
  openStream(email: string, by?: 'cookie' | 'token'): Promise<{ cookie: string; client: SseTestClient }>;
  /** A stream with whatever `cookie` is worth now (e.g. a signed-out one), carrying `subs`. */
  openVisitorStream(cookie: string, subs: LiveSub[]): Promise<SseTestClient>;
}

/** The seeded app over HTTP with a hub that re-checks its streams every `revalidateMs` (a describe's hooks). */
export function guardedStreamServer(revalidateMs: number): GuardedStreamServer {
  let t: TestApp;
  let hub: LiveHub;
  let server: Awaited<ReturnType<typeof listen>>;
  const clients: SseTestClient[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    hub = new LiveHub(t.deps.store, { revalidateMs, streamLifetimeMs: 0 });
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
      let token: string | undefined;
      if (by === 'token') token = ((await post(cookie, '/api/live/token')).body as { token: string }).token;
      const subs = [{ id: 's', query: { collection: 'proyectos' } }];
      const client = await SseTestClient.open(
        server.port,
        demo,
        '/api/live',
        by === 'cookie' ? { cookie } : {},
        streamBody(subs, token),
      );
      clients.push(client);
      expect(client.status).toBe(200);
      await client.nextData('ready');
      await client.nextData<Snapshot>('snapshot');
      return { cookie, client };
    },
    async openVisitorStream(cookie, subs) {
      const client = await SseTestClient.open(server.port, demo, '/api/live', { cookie }, streamBody(subs));
      clients.push(client);
      return client;
    },
  };
}
