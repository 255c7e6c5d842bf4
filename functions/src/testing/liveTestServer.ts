import type { DocChange, DocData, StoredDoc } from '../platform/store/Store';
import { httpJson, listen, SseTestClient } from './sseTestClient';
import { createTestApp, type TestApp, type TestAppOptions } from './testApp';

export const demo = 'demo.localhost:8080';
export const develop = 'develop.localhost:8080';
export type Snapshot = { sub: string; docs: StoredDoc[]; cursor: string };
export type Changes = { sub: string; changes: DocChange[]; cursor: string };
/** One subscription of a stream request (`POST /api/live`). */
export type LiveSub = { id: string; query: unknown; cursor?: string };

/** The stream request of `subs` (a stream token goes in it where no cookie travels). */
export const streamBody = (subs: LiveSub[], token?: string) => ({ subs, ...(token ? { token } : {}) });

export interface OpenOptions {
  host?: string;
  /** Default `/api/live`; `/api/live/direct` is the stream on the function's own URL. */
  path?: string;
  headers?: Record<string, string>;
  token?: string;
}

/** The seeded test app over real HTTP, signed in as a few demo users, with live-protocol helpers. */
export async function startLiveTestServer(options: TestAppOptions = {}) {
  const t: TestApp = await createTestApp(options);
  const server = await listen(t.app);
  const cookies: Record<string, string> = {};
  for (const who of ['admin', 'employee', 'client']) cookies[who] = await t.signIn(demo, `${who}@demo.test`);
  cookies.developAdmin = await t.signIn(develop, 'admin@develop.test');
  const streams: SseTestClient[] = [];

  /** A stream of `who` (a signed-in user above, or anything else for no cookie) carrying `subs`. */
  const open = async (who: string, subs: LiveSub[], options: OpenOptions = {}) => {
    const cookie = cookies[who];
    const client = await SseTestClient.open(
      server.port,
      options.host ?? demo,
      options.path ?? '/api/live',
      { ...(cookie ? { cookie } : {}), ...options.headers },
      streamBody(subs, options.token),
    );
    streams.push(client);
    return client;
  };
  const post = (who: string, path: string, body?: unknown, host = demo) =>
    httpJson(server.port, host, path, { method: 'POST', body, headers: { cookie: cookies[who] ?? '' } });
  const write = (collection: string, id: string, data: DocData) =>
    t.deps.store.transaction('demo', (tx) => tx.set(collection, id, data));
  const close = async () => {
    for (const stream of streams) stream.close();
    await server.close();
    await t.close();
  };
  return { t, port: server.port, open, post, write, close };
}

export type LiveTestServer = Awaited<ReturnType<typeof startLiveTestServer>>;

export const changed = (changes: DocChange[]) => changes.map((c) => `${c.type} ${c.doc.FireId}`);

/**
 * Whether a reopened stream resumes a subscription with only what changed since its cursor:
 * the embedded store keeps a change log; Firestore does not, so there every reopen starts
 * each subscription over with a snapshot (never a gap, at the price of a whole read).
 */
export const resumesWithChanges = (t: TestApp) => t.platform === 'embedded';

/** The store's open watches, whichever store it is (for tests that a stream frees its own). */
export function openWatches(t: TestApp): number {
  const store = t.deps.store as unknown as {
    hub?: { size(): { subscriptions: number } };
    watches?: Set<unknown>;
  };
  return store.hub?.size().subscriptions ?? store.watches?.size ?? 0;
}
