import type { DocChange, DocData, StoredDoc } from '../platform/store/Store';
import { httpJson, listen, SseTestClient } from './sseTestClient';
import { createTestApp, type TestApp } from './testApp';

export const demo = 'demo.localhost:8080';
export const develop = 'develop.localhost:8080';
export type Snapshot = { sub: string; docs: StoredDoc[] };
export type Changes = { sub: string; changes: DocChange[] };

/** The seeded test app over real HTTP, signed in as a few demo users, with live-protocol helpers. */
export async function startLiveTestServer() {
  const t: TestApp = await createTestApp();
  const server = await listen(t.app);
  const cookies: Record<string, string> = {};
  for (const who of ['admin', 'employee', 'client']) cookies[who] = await t.signIn(demo, `${who}@demo.test`);
  cookies.developAdmin = await t.signIn(develop, 'admin@develop.test');
  const streams: SseTestClient[] = [];

  /** `who` is a signed-in user above, or anything else for no cookie. */
  const open = async (who: string, query: string, headers: Record<string, string> = {}, host = demo) => {
    const cookie = cookies[who];
    const client = await SseTestClient.open(server.port, host, `/api/live?stream=${query}`, {
      ...(cookie ? { cookie } : {}),
      ...headers,
    });
    streams.push(client);
    return client;
  };
  const post = (who: string, path: string, body?: unknown, host = demo) =>
    httpJson(server.port, host, path, { method: 'POST', body, headers: { cookie: cookies[who] ?? '' } });
  const subscribe = (who: string, stream: string, sub: string, query: unknown, host = demo) =>
    post(who, `/api/live/${stream}`, { op: 'subscribe', sub, query }, host);
  const write = (collection: string, id: string, data: DocData) =>
    t.deps.store.transaction('demo', (tx) => tx.set(collection, id, data));
  const close = async () => {
    for (const stream of streams) stream.close();
    await server.close();
    await t.close();
  };
  return { t, open, post, subscribe, write, close };
}

export type LiveTestServer = Awaited<ReturnType<typeof startLiveTestServer>>;

export const changed = (changes: DocChange[]) => changes.map((c) => `${c.type} ${c.doc.FireId}`);
