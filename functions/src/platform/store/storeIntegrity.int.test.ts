import { commandDataLimits } from '@colmena/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testPlatform } from '../../testing/testApp';

/**
 * Issue #8, defects 1 and 9, through the API: a document no store can hold (nested 1,000 deep,
 * too big once merged) or a body JSON cannot carry (1e309) is refused with a catalogue error and
 * changes nothing; and a write that fails inside the group commit fails only its own command —
 * the commands (of any tenant) that share its commit are applied and kept.
 */

const demo = 'demo.localhost:8080';
const develop = 'develop.localhost:8080';
let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  cookies[demo] = await t.signIn(demo, 'admin@demo.test');
  cookies[develop] = await t.signIn(develop, 'admin@develop.test');
});
afterAll(() => t.close());

const post = (host: string, path: string, body: string) =>
  t.request(host, path, {
    method: 'POST',
    headers: { cookie: cookies[host] ?? '', 'content-type': 'application/json' },
    body,
  });
const command = (host: string, id: string, type: string, payload: unknown) =>
  post(host, '/api/commands', JSON.stringify({ id, type, payload }));

/** `{"m":{"m":…1…}}`: a data body whose deepest field is at `levels`, as raw JSON text. */
const nestedJson = (levels: number) => `${'{"m":'.repeat(levels)}1${'}'.repeat(levels)}`;
/** A create command whose data is `dataJson`, as raw JSON text. */
const createJson = (id: string, collection: string, dataJson: string) =>
  `{"id":"${id}","type":"document.create","payload":{"collection":"${collection}","docId":"${id}","data":${dataJson}}}`;

const get = (tenant: string, collection: string, id: string) => t.deps.store.get(tenant, collection, id);
/**
 * The Firestore store keeps no change log (FirestoreStore: capabilities.changeLog false): on the
 * cloud platform the tests read every document a refused command could have written instead.
 */
const keepsChangeLog = () => t.platform === 'embedded';
const lastSeq = async (tenant: string) =>
  keepsChangeLog() ? ((await t.deps.store.changesSince(tenant, 0)).at(-1)?.seq ?? 0) : 0;

describe('a document nested 1,000 levels deep (the attack)', () => {
  it('is refused with a catalogue error and changes nothing, while the commands beside it apply', async () => {
    const before = await lastSeq('demo');
    const others = Array.from({ length: 10 }, (_, i) =>
      command(i % 2 ? demo : develop, `beside-${i}`, 'document.create', {
        collection: i % 2 ? 'otros' : 'projects',
        docId: `beside-${i}`,
        data: { Name: `beside ${i}` },
      }),
    );
    const [deep, ...answers] = await Promise.all([
      post(demo, '/api/commands', createJson('deep1000', 'otros', nestedJson(1000))),
      ...others,
    ]);
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({
      error: 'bad_request',
      message: expect.stringMatching(/deeper/),
    });
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ status: 'applied' });
    }
    expect(await get('demo', 'otros', 'deep1000')).toBeNull();
    expect(await get('demo', 'commands', 'deep1000')).toBeNull();
    expect(await get('demo', 'logs', 'deep1000')).toBeNull();
    for (let i = 0; i < 10; i++)
      expect(
        await get(i % 2 ? 'demo' : 'develop', i % 2 ? 'otros' : 'projects', `beside-${i}`),
      ).toMatchObject({
        Name: `beside ${i}`,
      });
    // Only the ten commands beside it changed the demo tenant (5 of them): documents, logs, counter, records.
    if (keepsChangeLog()) {
      const changed = (await t.deps.store.changesSince('demo', before)).map((c) => `${c.collection}/${c.id}`);
      expect(changed.filter((path) => path.includes('deep1000'))).toEqual([]);
    }
  });

  // Up to 4 levels over, the rejected record (the payload one level down) must still fit.
  it.each([1, 2, 3, 4, 20])(
    'within the body limit but %i level(s) deeper than a command may write: rejected as invalid_change, recorded',
    async (extra) => {
      const id = `deep-cmd-${extra}`;
      const levels = commandDataLimits.maxDepth + extra;
      const res = await post(demo, '/api/commands', createJson(id, 'otros', nestedJson(levels)));
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'rejected', error: 'invalid_change' });
      expect(await get('demo', 'otros', id)).toBeNull();
      expect(await get('demo', 'commands', id)).toMatchObject({
        status: 'rejected',
        error: 'invalid_change',
      });
    },
  );

  it('at the command limit: applied, with its record and log entry', async () => {
    const levels = commandDataLimits.maxDepth;
    const res = await post(demo, '/api/commands', createJson('deep-ok', 'otros', nestedJson(levels)));
    expect(await res.json()).toMatchObject({ status: 'applied' });
    expect(await get('demo', 'otros', 'deep-ok')).toMatchObject({ m: expect.any(Object) });
    expect(await get('demo', 'commands', 'deep-ok')).toMatchObject({ status: 'applied' });
    expect(await get('demo', 'logs', 'deep-ok')).toMatchObject({ document: 'deep-ok' });
  });
});

// The group commit is the embedded store's; and Firestore's emulators accept a merged document
// past 20,000 fields, which Firestore itself refuses at commit (INVALID_ARGUMENT: bad_request).
const embeddedOnly = describe.skipIf(testPlatform === 'cloud');
embeddedOnly('a write that fails inside the group commit (embedded store)', () => {
  it('fails only its own command: the others of both tenants that share its commit are applied and kept', async () => {
    // Each part fits; merged, the document would hold more than 20,000 fields: the store
    // refuses it while writing, inside the group commit (a small body, read in the same turn).
    const fields = (from: number, n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${from + i}`, 0]));
    const first = await command(demo, 'big-1', 'document.create', {
      collection: 'otros',
      docId: 'big',
      data: { a: fields(0, 19_899) },
    });
    expect(await first.json()).toMatchObject({ status: 'applied' });

    const burst = Array.from({ length: 40 }, (_, i) => {
      const host = i % 2 ? demo : develop;
      return {
        host,
        id: `burst-${i}`,
        send: () =>
          command(host, `burst-${i}`, 'document.create', {
            collection: host === demo ? 'otros' : 'projects',
            docId: `burst-${i}`,
            data: { Name: `burst ${i}`, i },
          }),
      };
    });
    const merge = { collection: 'otros', docId: 'big', data: { b: fields(19_899, 200) } };
    const failing = command(demo, 'big-2', 'document.merge', merge);
    const batches: string[][] = [];
    const stop = t.deps.store.onCommit?.((changes) => batches.push(changes.map((c) => c.id)));
    const answers = await Promise.all([
      ...burst.slice(0, 20).map((b) => b.send()),
      failing,
      post(demo, '/api/commands', createJson('deep-in-burst', 'otros', nestedJson(1000))),
      ...burst.slice(20).map((b) => b.send()),
    ]);
    stop?.();
    // The burst shared a few commits (the refused merge, applied in turn among them, shared one).
    expect(batches.length).toBeLessThanOrEqual(4);
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as {
      status?: string;
      error?: string;
    }[];
    expect(answers[20]?.status).toBe(400);
    expect(bodies[20]).toMatchObject({
      error: 'bad_request',
      message: expect.stringMatching(/more than 20000 fields/),
    });
    expect(answers[21]?.status).toBe(400);
    const burstBodies = [...bodies.slice(0, 20), ...bodies.slice(22)];
    expect(burstBodies.map((b) => b.status)).toEqual(burst.map(() => 'applied'));

    for (const [i, b] of burst.entries()) {
      const tenant = b.host === demo ? 'demo' : 'develop';
      expect(await get(tenant, b.host === demo ? 'otros' : 'projects', b.id)).toMatchObject({ i });
      expect(await get(tenant, 'commands', b.id)).toMatchObject({ status: 'applied' });
    }
    const big = await get('demo', 'otros', 'big');
    expect(Object.keys(big?.a ?? {})).toHaveLength(19_899);
    expect(big?.b).toBeUndefined();
    expect(await get('demo', 'commands', 'big-2')).toBeNull();
    // A retry of the refused command is refused again, and changes nothing.
    const again = await command(demo, 'big-2', 'document.merge', merge);
    expect(again.status).toBe(400);
  });
});

describe('an id with an unpaired surrogate (UTF-8 cannot carry it: SQLite stores U+FFFD)', () => {
  it('is refused, and never reaches the document whose id it would have become', async () => {
    const replaced = 'sur-\ufffd';
    const created = await command(demo, 'sur-1', 'document.create', {
      collection: 'otros',
      docId: replaced,
      data: { Name: 'original' },
    });
    expect(await created.json()).toMatchObject({ status: 'applied' });
    const res = await command(demo, 'sur-2', 'document.merge', {
      collection: 'otros',
      docId: 'sur-\ud800',
      data: { Name: 'overwritten' },
    });
    // Refused before the store (a recorded rejection) or by the store (400): never applied.
    const answer = (await res.json()) as { status?: string; error?: string };
    if (res.status === 200) expect(answer).toMatchObject({ status: 'rejected' });
    else expect([res.status, answer.error]).toEqual([400, 'bad_request']);
    expect(await get('demo', 'otros', replaced)).toMatchObject({ Name: 'original' });
    expect((await get('demo', 'commands', 'sur-2'))?.status).not.toBe('applied');
  });
});

describe('numbers JSON cannot carry (1e309 is read as Infinity, stored as null)', () => {
  it('a command holding one is a 400 and stores nothing', async () => {
    const before = await lastSeq('demo');
    const res = await post(
      demo,
      '/api/commands',
      createJson('inf', 'otros', '{"n":1e309,"m":{"l":[-1e400]}}'),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: 'bad_request',
      message: expect.stringMatching(/out of range/),
    });
    expect(await get('demo', 'otros', 'inf')).toBeNull();
    expect(await get('demo', 'commands', 'inf')).toBeNull();
    expect(await get('demo', 'logs', 'inf')).toBeNull();
    expect(await lastSeq('demo')).toBe(before);
  });

  it('a query holding one, or nested 1,000 deep, is a 400', async () => {
    const inf = await post(demo, '/api/query', '{"collection":"otros","where":[["n","==",1e309]]}');
    expect(inf.status).toBe(400);
    expect(await inf.json()).toMatchObject({ error: 'bad_request' });
    const deep = await post(
      demo,
      '/api/query',
      `{"collection":"otros","where":[["n","==",${nestedJson(1000)}]]}`,
    );
    expect(deep.status).toBe(400);
    const deepArrays = await post(demo, '/api/query', `${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(deepArrays.status).toBe(400);
  });

  it('a contact command nested 100,000 deep is a 400 (the contact route reads bodies the same way)', async () => {
    const res = await post(
      demo,
      '/api/commands',
      `{"id":"deep-contact","type":"contact.create","payload":${nestedJson(100_000)}}`,
    );
    expect(res.status).toBe(400);
    expect(await get('demo', 'commands', 'deep-contact')).toBeNull();
  });
});
