import { randomUUID } from 'node:crypto';
import { GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  isolatingFirestoreAvailable,
  openIsolatingFirestore,
  openTestFirestore,
  type TestFirestore,
} from '../../../testing/emulatorHarness';
import { describeAppend } from '../conformance/appendCases';
import { useStore } from '../conformance/harness';
import { createIndexRegistry } from '../indexRegistry';
import type { DocData, StoreQuery, WatchEvent } from '../Store';
import { FirestoreStore } from './FirestoreStore';

/**
 * What is particular to the Firestore adapter (the shared contract is in
 * FirestoreStore.conformance.test.ts). Runs on the in-process emulator, or on Google's when
 * FIRESTORE_EMULATOR_HOST is set; every expectation here was checked on Google's.
 */
let firestore: TestFirestore;
let store: FirestoreStore;
let tenant: string;

beforeAll(async () => {
  firestore = await openTestFirestore();
});
afterAll(() => firestore.close());
beforeEach(() => {
  store = new FirestoreStore(firestore.db);
  tenant = `t${randomUUID().slice(0, 8)}`;
});
afterEach(() => store.close());

const raw = async (path: string) => (await firestore.db.doc(path).get()).data();
const seed = (collection: string, docs: Record<string, DocData>) =>
  store.transaction(tenant, (tx) => {
    for (const [id, data] of Object.entries(docs)) tx.set(collection, id, data);
  });
const ids = async (query: StoreQuery) => (await store.query(tenant, query)).map((doc) => doc.FireId);

describe('paths and stored bodies', () => {
  it('keeps the company at tenants/{t} and documents at tenants/{t}/{collection}/{id}, without FireId', async () => {
    await store.transaction(tenant, (tx) => {
      tx.setCompany({ Name: 'Acme', FireId: 'x' });
      tx.set('rooms', 'r1', { Name: 'A', collection: 'other' });
    });
    expect(await raw(`tenants/${tenant}`)).toEqual({ Name: 'Acme' });
    expect(await raw(`tenants/${tenant}/rooms/r1`)).toEqual({ Name: 'A' });
  });

  it('stores dates as ISO strings and leaves undefined out, as the embedded store does', async () => {
    await seed('rooms', {
      r: { at: new Date('2026-11-22T10:00:00Z'), gone: undefined, m: { at: new Date(0) } },
    });
    expect(await raw(`tenants/${tenant}/rooms/r`)).toEqual({
      at: '2026-11-22T10:00:00.000Z',
      m: { at: '1970-01-01T00:00:00.000Z' },
    });
  });

  it('reads Timestamps and other Firestore types written by other clients as JSON', async () => {
    const at = Timestamp.fromDate(new Date('2026-11-22T10:00:00.123Z'));
    await firestore.db.doc(`tenants/${tenant}/rooms/legacy`).set({
      at,
      list: [at],
      m: { at },
      ref: firestore.db.doc('tenants/x'),
      where: new GeoPoint(40.4, -3.7),
    });
    expect(await store.get(tenant, 'rooms', 'legacy')).toEqual({
      at: '2026-11-22T10:00:00.123Z',
      list: ['2026-11-22T10:00:00.123Z'],
      m: { at: '2026-11-22T10:00:00.123Z' },
      ref: 'tenants/x',
      where: { latitude: 40.4, longitude: -3.7 },
      FireId: 'legacy',
      collection: 'rooms',
    });
  });

  it('lists the companies that exist as documents', async () => {
    await store.transaction(tenant, (tx) => tx.setCompany({ Name: 'Listed' }));
    const listed = await store.listCompanies();
    expect(listed.find((company) => company.FireId === tenant)).toEqual({
      Name: 'Listed',
      FireId: tenant,
      collection: 'tenants',
    });
  });
});

/**
 * Firestore behaviours the embedded store must share (checked on Google's emulator); see the
 * report of the firestore-store helper for the ones the SQLite adapter did not yet share.
 */
describe('Firestore semantics', () => {
  const values = { a: { v: null }, b: { v: 1 }, c: { v: 2 }, d: { w: 1 }, e: { v: 'x' } };

  it.each<[string, StoreQuery['where'], string[]]>([
    ['!= leaves out null and missing fields, ordered by the field', [['v', '!=', 1]], ['c', 'e']],
    ['not-in leaves out null and missing fields', [['v', 'not-in', [2]]], ['b', 'e']],
    ['not-in with a null alternative matches nothing', [['v', 'not-in', [2, null]]], []],
    ['in never matches a null field', [['v', 'in', [null, 1]]], ['b']],
    ['== null matches only null fields', [['v', '==', null]], ['a']],
    ['!= null matches every other present value', [['v', '!=', null]], ['b', 'c', 'e']],
  ])('%s', async (_, where, expected) => {
    await seed('values', values);
    expect(await ids({ collection: 'values', where })).toEqual(expected);
  });

  it('replaces a map with an empty map on merge (its keys are the merged fields)', async () => {
    await seed('rooms', { r: { a: { x: 1 }, b: { y: 1 } } });
    await store.transaction(tenant, (tx) => tx.merge('rooms', 'r', { a: {}, b: { z: 2 } }));
    expect(await store.get(tenant, 'rooms', 'r')).toMatchObject({ a: {}, b: { y: 1, z: 2 } });
  });

  it('merges field names that are not identifiers, and keeps dotted keys as names', async () => {
    await seed('rooms', { r: { Habitación: 'A', 'con espacio': 1 } });
    await store.transaction(tenant, (tx) => tx.merge('rooms', 'r', { Habitación: 'B', 'a.b': 2 }));
    expect(await store.get(tenant, 'rooms', 'r')).toEqual({
      Habitación: 'B',
      'con espacio': 1,
      'a.b': 2,
      FireId: 'r',
      collection: 'rooms',
    });
  });
});

describe('checks before Firestore', () => {
  it.each<[string, Omit<StoreQuery, 'collection'> & { collection?: string }, string]>([
    [
      'array-contains null (the SDK refuses it)',
      { where: [['tags', 'array-contains', null]] },
      'bad_request',
    ],
    ['a range over a list', { where: [['tags', '<', ['x']]] }, 'bad_request'],
    ['an undefined list', { where: [['n', 'in', undefined]] }, 'value_undefined'],
    ['an undefined value', { where: [['n', '==', undefined]] }, 'value_undefined'],
    ['an empty in list', { where: [['n', 'in', []]] }, 'bad_request'],
    [
      'five filters (three from the caller, the owner filter, one more)',
      {
        where: [
          ['a', '==', 1],
          ['b', '==', 1],
          ['c', '==', 1],
          ['d', '==', 1],
          ['e', '==', 1],
        ],
      },
      'bad_request',
    ],
    [
      'two array filters',
      {
        where: [
          ['a', 'array-contains', 1],
          ['b', 'array-contains', 1],
        ],
      },
      'bad_request',
    ],
    ['a field path with a quote', { where: [['a"b', '==', 1]] }, 'bad_request'],
    ['a reserved collection', { collection: '__c__' }, 'bad_request'],
    ['a zero limit', { limit: 0 }, 'bad_request'],
    ['a missing composite index', { where: [['a', '==', 1]], orderBy: ['b', 'asc'] }, 'query_requires_index'],
  ])('refuses %s', async (_, query, code) => {
    await expect(store.query(tenant, { collection: 'rooms', ...query })).rejects.toMatchObject({ code });
  });

  it('reads ids that can never be written as missing', async () => {
    expect(await store.get(tenant, 'rooms', 'a/b')).toBeNull();
    expect(await store.get(tenant, 'rooms', '__x__')).toBeNull();
  });

  it.each<[string, DocData, string]>([
    ['a reserved document id', {}, '__x__'],
    ['an empty field name', { '': 1 }, 'ok'],
    ['a reserved field name', { m: { __k__: 1 } }, 'ok'],
    ['an array in an array', { l: [[1]] }, 'ok'],
  ])('refuses to write %s and writes nothing', async (_, data, id) => {
    await expect(
      store.transaction(tenant, (tx) => {
        tx.set('rooms', 'first', { n: 1 });
        tx.set('rooms', id, data);
      }),
    ).rejects.toMatchObject({ code: 'bad_request' });
    expect(await ids({ collection: 'rooms' })).toEqual([]);
  });

  it('refuses a read after a write with the embedded store’s message', async () => {
    await expect(
      store.transaction(tenant, async (tx) => {
        tx.set('rooms', 'x', { n: 1 });
        await tx.query({ collection: 'rooms' });
      }),
    ).rejects.toThrow('a transaction must do all its reads before its writes');
  });
});

describe.runIf(isolatingFirestoreAvailable)("transactions between instances (Google's emulator)", () => {
  let isolating: TestFirestore;
  beforeAll(async () => {
    isolating = await openIsolatingFirestore();
  }, 90_000);
  afterAll(() => isolating?.close(), 30_000);

  it('lets Firestore settle contention between processes: no increment lost', {
    timeout: 120_000,
  }, async () => {
    // Two stores stand for two server instances: only Firestore's locks and retries protect them.
    const instances = [0, 1].map(
      () => new FirestoreStore(isolating.db, { serializeTenantTransactions: false }),
    );
    await instances[0]?.transaction(tenant, (tx) => tx.set('counters', 'c', { n: 0 }));
    const increment = (instance: FirestoreStore) =>
      instance.transaction(tenant, async (tx) => {
        const doc = await tx.get('counters', 'c');
        tx.set('counters', 'c', { n: Number(doc?.n) + 1 });
      });
    await Promise.all(instances.flatMap((instance) => Array.from({ length: 4 }, () => increment(instance))));
    expect((await instances[0]?.get(tenant, 'counters', 'c'))?.n).toBe(8);
  });
});

describe.runIf(isolatingFirestoreAvailable)("appends as Firestore makes them (Google's emulator)", () => {
  // The stand-in's update neither fails on a missing document nor takes arrayUnion on a missing
  // field: the whole append contract is shown on Google's emulator here.
  let google: TestFirestore | undefined;
  beforeAll(async () => {
    google = await openIsolatingFirestore();
  }, 90_000);
  afterAll(() => google?.close(), 30_000);
  const c = useStore(
    async () => {
      if (!google) throw new Error("Google's emulator is not open");
      const indexes = createIndexRegistry();
      const appending = new FirestoreStore(google.db, { indexes });
      return { store: appending, indexes, close: () => appending.close() };
    },
    { changeLog: false },
  );
  describeAppend(c);
});

describe('no change log', () => {
  it('says so, and changesSince refuses rather than answering an empty list', async () => {
    expect(store.capabilities.changeLog).toBe(false);
    await expect(store.changesSince(tenant, 0)).rejects.toThrow(/no change log/);
  });

  it('starts a resumed watch with a snapshot, with seqs growing across watches', async () => {
    await seed('items', { a: { n: 1 } });
    const first = await nextEvent({ collection: 'items' });
    const resumed = await nextEvent({ collection: 'items' }, first.seq);
    expect(resumed).toMatchObject({ kind: 'snapshot', docs: [{ FireId: 'a', n: 1 }] });
    expect(resumed.seq).toBeGreaterThan(first.seq);
  });

  it('stops every watch on close', async () => {
    const events: WatchEvent[] = [];
    store.watch(tenant, { collection: 'items' }, (event) => events.push(event));
    await waitFor(() => events.length === 1);
    await store.close();
    const writer = new FirestoreStore(firestore.db);
    await writer.transaction(tenant, (tx) => tx.set('items', 'late', { n: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toHaveLength(1);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function nextEvent(
  query: StoreQuery,
  sinceSeq?: number,
): Promise<Extract<WatchEvent, { seq: number }>> {
  const events: WatchEvent[] = [];
  const stop = store.watch(tenant, query, (event) => events.push(event), { sinceSeq });
  await waitFor(() => events.length > 0);
  stop();
  const [event] = events;
  if (!event || event.kind === 'error') throw new Error('expected a snapshot or changes');
  return event;
}
