import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFigure } from '../../../../security/figure';
import { createApp } from '../../app';
import { createFrameIds } from '../../platform/live/frameIds';
import { demo, develop } from '../../testing/liveTestServer';
import { httpJson, listen, type SseEvent, SseTestClient } from '../../testing/sseTestClient';
import { createTestApp, type TestApp } from '../../testing/testApp';

/**
 * Issue 8, defect 10: live frame ids were the global store seq, so two consecutive ids of one
 * tenant told it how many writes every other tenant made in between. Ids are now sealed
 * (frameIds.ts): opaque, bound to the tenant, and a cursor that is not the tenant's own is no
 * cursor (the stream starts over with a snapshot).
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

async function openStream(who: 'demo' | 'develop', stream: string, headers: Record<string, string> = {}) {
  const host = who === 'demo' ? demo : develop;
  const client = await SseTestClient.open(server.port, host, `/api/live?stream=${stream}`, {
    cookie: cookies[who] ?? '',
    ...headers,
  });
  const ready = await client.nextData<{ resumed: boolean }>('ready');
  return { client, ready };
}

const subscribe = (who: 'demo' | 'develop', stream: string, collection: string) =>
  httpJson(server.port, who === 'demo' ? demo : develop, `/api/live/${stream}`, {
    method: 'POST',
    body: { op: 'subscribe', sub: 's1', query: all(collection) },
    headers: { cookie: cookies[who] ?? '' },
  });

const writeIn = (tenant: string, collection: string, id: string) =>
  t.deps.store.transaction(tenant, (tx) => tx.set(collection, id, { Name: id }));

async function nextWithId(client: SseTestClient): Promise<SseEvent & { id: string }> {
  const event = await client.next();
  if (event.id === undefined) throw new Error(`expected a frame with an id, got ${event.event}`);
  return event as SseEvent & { id: string };
}

describe('live frame ids', () => {
  it('do not reveal how many writes another tenant made between two frames', async () => {
    const stream = randomUUID();
    const { client } = await openStream('demo', stream);
    await subscribe('demo', stream, 'proyectos');
    const snapshot = await nextWithId(client);

    await writeIn('demo', 'proyectos', 'p-frame-1');
    const first = await nextWithId(client);
    const otherWrites = 100;
    for (let i = 0; i < otherWrites; i += 1) await writeIn('develop', 'projects', `dev-${i}`);
    await writeIn('demo', 'proyectos', 'p-frame-2');
    const second = await nextWithId(client);
    client.close();

    const ids = [snapshot.id, first.id, second.id];
    // What a client sees: fixed-length tokens, no number in them, in no order.
    const readable = ids.filter((id) => !/^[A-Za-z0-9_-]{22}$/.test(id) || /^\d+(\.\d+)?$/.test(id));
    // Without the key nothing decodes them (a guessed key, or another tenant's view of them).
    const guessed = createFrameIds(new Uint8Array(32)).forTenant('demo');
    const asDevelop = createFrameIds(frameIdSecret).forTenant('develop');
    const decodedWithoutKey = ids.filter(
      (id) => guessed.decode(id) !== null || asDevelop.decode(id) !== null,
    );
    // With the server's key the gap is there: the ids hide it, they do not lack it.
    const withKey = createFrameIds(frameIdSecret).forTenant('demo');
    const gap = (withKey.decode(second.id)?.seq ?? 0) - (withKey.decode(first.id)?.seq ?? 0);
    expect(gap).toBe(otherWrites + 1);

    const leaks = readable.length + decodedWithoutKey.length;
    reportFigure({
      name: 'live frame ids readable without the server key (global seq exposed)',
      value: `${leaks} of ${ids.length} ids`,
      target: '0',
      ok: leaks === 0,
    });
    expect(readable).toEqual([]);
    expect(decodedWithoutKey).toEqual([]);
  });

  it('resume from the tenant’s own last id, and start over from another tenant’s or a forged one', async () => {
    // A develop stream's frame id: a valid cursor, of another tenant.
    const developStream = randomUUID();
    const dev = await openStream('develop', developStream);
    await subscribe('develop', developStream, 'projects');
    const developId = (await nextWithId(dev.client)).id;
    dev.client.close();

    const stream = randomUUID();
    const first = await openStream('demo', stream);
    await subscribe('demo', stream, 'proyectos');
    let lastOwn = (await nextWithId(first.client)).id;
    first.client.close();

    let accepted = 0;
    const foreign = [developId, '999999', lastOwn.split('').reverse().join('')];
    for (const cursor of [...foreign, 'own']) {
      await writeIn('demo', 'proyectos', `p-away-${randomUUID()}`);
      const own = cursor === 'own';
      const again = await openStream('demo', stream, { 'last-event-id': own ? lastOwn : cursor });
      expect(again.ready.resumed).toBe(true);
      const event = await nextWithId(again.client);
      again.client.close();
      lastOwn = event.id;
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
