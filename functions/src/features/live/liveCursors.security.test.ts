import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFigure } from '../../../../security/figure';
import { createApp } from '../../app';
import { createLiveCursors } from '../../platform/live/liveCursors';
import { demo, develop, type LiveSub, streamBody } from '../../testing/liveTestServer';
import { listen, type SseEvent, SseTestClient } from '../../testing/sseTestClient';
import { createTestApp, type TestApp } from '../../testing/testApp';

/**
 * Issue 8, defect 10: live frame ids were the global store seq, so two consecutive ids of one
 * tenant told it how many writes every other tenant made in between. Resume cursors are
 * sealed (liveCursors.ts): opaque, different every time, bound to the tenant, and a cursor that
 * is not the tenant's own is no cursor (the subscription starts over with a snapshot).
 */
const frameIdSecret = new Uint8Array(32).fill(42);
let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(createApp(t.deps, { live: { frameIdSecret } }));
  cookies.demo = await t.signIn(demo, 'admin@demo.test');
  cookies.develop = await t.signIn(develop, 'admin@develop.test');
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const all = (collection: string) => ({ collection, limit: 10_000 });
const clients: SseTestClient[] = [];
afterAll(() => {
  for (const client of clients) client.close();
});

async function openStream(who: 'demo' | 'develop', subs: LiveSub[]) {
  const host = who === 'demo' ? demo : develop;
  const client = await SseTestClient.open(
    server.port,
    host,
    '/api/live',
    { cookie: cookies[who] ?? '' },
    streamBody(subs),
  );
  clients.push(client);
  await client.nextData('ready');
  return client;
}

const writeIn = (tenant: string, collection: string, id: string) =>
  t.deps.store.transaction(tenant, (tx) => tx.set(collection, id, { Name: id }));

async function nextCursor(client: SseTestClient): Promise<SseEvent & { cursor: string }> {
  const event = await client.next();
  const cursor = (JSON.parse(event.data) as { cursor?: string }).cursor;
  if (cursor === undefined) throw new Error(`expected a frame with a cursor, got ${event.event}`);
  return { ...event, cursor };
}

describe('live resume cursors', () => {
  it('do not reveal how many writes another tenant made between two frames', async () => {
    const client = await openStream('demo', [{ id: 's1', query: all('proyectos') }]);
    const snapshot = await nextCursor(client);

    await writeIn('demo', 'proyectos', 'p-frame-1');
    const first = await nextCursor(client);
    const otherWrites = 100;
    for (let i = 0; i < otherWrites; i += 1) await writeIn('develop', 'projects', `dev-${i}`);
    await writeIn('demo', 'proyectos', 'p-frame-2');
    const second = await nextCursor(client);
    client.close();

    const cursors = [snapshot.cursor, first.cursor, second.cursor];
    // What a client sees: fixed-length tokens, no number in them, in no order.
    const readable = cursors.filter((c) => !/^[A-Za-z0-9_-]{59}$/.test(c) || /^\d+(\.\d+)?$/.test(c));
    // Without the key nothing opens them (a guessed key, or another tenant's view of them).
    const guessed = createLiveCursors(new Uint8Array(32)).forTenant('demo');
    const asDevelop = createLiveCursors(frameIdSecret).forTenant('develop');
    const openedWithoutKey = cursors.filter((c) => guessed.open(c) !== null || asDevelop.open(c) !== null);
    // With the server's key the gap is there: the cursors hide it, they do not lack it.
    const withKey = createLiveCursors(frameIdSecret).forTenant('demo');
    const gap = (withKey.open(second.cursor)?.seq ?? 0) - (withKey.open(first.cursor)?.seq ?? 0);
    expect(gap).toBe(otherWrites + 1);

    const leaks = readable.length + openedWithoutKey.length;
    reportFigure({
      name: 'live cursors readable without the server key (global seq exposed)',
      value: `${leaks} of ${cursors.length} cursors`,
      target: '0',
      ok: leaks === 0,
    });
    expect(readable).toEqual([]);
    expect(openedWithoutKey).toEqual([]);
  });

  it('do not tell whether anything was written meanwhile (a resume with nothing new gets a new cursor anyway)', async () => {
    const first = await openStream('demo', [{ id: 's1', query: all('proyectos') }]);
    const { cursor } = await nextCursor(first);
    first.close();
    const again = await openStream('demo', [{ id: 's1', query: all('proyectos'), cursor }]);
    const resumed = await nextCursor(again);
    again.close();
    expect(resumed.event).toBe('changes');
    expect(resumed.cursor).not.toBe(cursor);
  });

  it('resume from the tenant’s own cursor, and start over from another tenant’s or a forged one', async () => {
    // A develop stream's cursor: a valid cursor, of another tenant.
    const dev = await openStream('develop', [{ id: 's1', query: all('projects') }]);
    const developCursor = (await nextCursor(dev)).cursor;
    dev.close();

    const first = await openStream('demo', [{ id: 's1', query: all('proyectos') }]);
    let lastOwn = (await nextCursor(first)).cursor;
    first.close();

    let accepted = 0;
    const foreign = [developCursor, '999999', lastOwn.split('').reverse().join('')];
    for (const cursor of [...foreign, 'own']) {
      await writeIn('demo', 'proyectos', `p-away-${cursor.slice(0, 6)}-${Date.now()}`);
      const own = cursor === 'own';
      const again = await openStream('demo', [
        { id: 's1', query: all('proyectos'), cursor: own ? lastOwn : cursor },
      ]);
      const event = await nextCursor(again);
      again.close();
      lastOwn = event.cursor;
      // Resumed: only what changed while away. Started over: a whole new snapshot.
      if (own) expect(event.event).toBe('changes');
      else {
        expect(event.event).toBe('snapshot');
        if (event.event === 'changes') accepted += 1;
      }
    }
    reportFigure({
      name: 'foreign or forged live cursors a stream resumed from',
      value: `${accepted} of ${foreign.length}`,
      target: '0',
      ok: accepted === 0,
    });
    expect(accepted).toBe(0);
  });
});
