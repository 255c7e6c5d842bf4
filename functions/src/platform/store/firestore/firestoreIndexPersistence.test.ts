import type { CompositeIndex } from '@colmena/shared/query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  isolatingFirestoreAvailable,
  openIsolatingFirestore,
  openTestFirestore,
  type TestFirestore,
} from '../../../testing/emulatorHarness';
import { unique } from '../conformance/harness';
import { createIndexRegistry, type IndexRegistry } from '../indexRegistry';
import type { StoreQuery } from '../Store';
import { FirestoreStore } from './FirestoreStore';
import {
  type FirestoreIndexPersistence,
  indexDeclarationsPath,
  openFirestoreIndexPersistence,
} from './firestoreIndexPersistence';

/**
 * The cloud's runtime index declarations: kept in Firestore, shared by every instance (each
 * instance is a registry over its own persistence on one database), the per-company cap counted
 * in Firestore. Runs on the in-process emulator, or on Google's with FIRESTORE_EMULATOR_HOST.
 */
const nth = (n: number): CompositeIndex => ({
  collectionGroup: `c${n}`,
  queryScope: 'COLLECTION',
  fields: [
    { fieldPath: 'a', order: 'ASCENDING' },
    { fieldPath: 'b', order: 'DESCENDING' },
  ],
});

interface Instance {
  registry: IndexRegistry;
  persistence: FirestoreIndexPersistence;
}

async function instance(firestore: TestFirestore, maxPerTenant = 3): Promise<Instance> {
  const persistence = await openFirestoreIndexPersistence(firestore.db);
  return { persistence, registry: createIndexRegistry({ persistence, maxPerTenant }) };
}

describe('Firestore index declarations', () => {
  let firestore: TestFirestore;
  const opened: Instance[] = [];
  const open = async (maxPerTenant?: number) => {
    const next = await instance(firestore, maxPerTenant);
    opened.push(next);
    return next;
  };
  beforeAll(async () => {
    firestore = await openTestFirestore();
  }, 60_000);
  afterAll(async () => {
    for (const { persistence } of opened) persistence.close();
    await firestore?.close();
  }, 30_000);

  it('keeps a company’s declarations in its reserved document, oldest first, for the next start', async () => {
    const tenant = unique('t');
    const first = await open();
    await first.registry.add(tenant, nth(1));
    await first.registry.add(tenant, nth(2));
    await first.registry.add(tenant, nth(1));
    const stored = await firestore.db
      .doc(`tenants/${indexDeclarationsPath.tenant}/${indexDeclarationsPath.collection}/${tenant}`)
      .get();
    expect(
      ((stored.data()?.indexes ?? []) as CompositeIndex[]).map((index) => index.collectionGroup),
    ).toEqual(['c1', 'c2']);
    const restarted = await open();
    expect(restarted.registry.ownedBy(tenant)).toEqual([nth(1), nth(2)]);
    expect(restarted.registry.ownedBy(unique('t'))).toEqual([]);
  });

  it('hands another instance’s declarations to this one as they are kept', async () => {
    const tenant = unique('t');
    const [a, b] = [await open(), await open()];
    const heard: string[] = [];
    b.registry.onAdd((index) => heard.push(index.collectionGroup));
    await a.registry.add(tenant, nth(7));
    await vi.waitFor(() => expect(b.registry.ownedBy(tenant)).toEqual([nth(7)]));
    expect(b.registry.declared(tenant)).toContainEqual(nth(7));
    expect(heard).toContain('c7');
  });

  it('serves another instance’s declaration at once, before its listener has delivered it', async () => {
    const tenant = unique('t');
    const collection = unique('c');
    const a = await open();
    const b = await open();
    // b without its listener: only the catch-up before a refusal can have told it.
    const deaf = createIndexRegistry({
      persistence: { load: () => [], save: b.persistence.save, loadTenant: b.persistence.loadTenant },
    });
    const store = new FirestoreStore(firestore.db, { indexes: deaf });
    try {
      const query: StoreQuery = { collection, where: [['a', '==', 1]], orderBy: ['b', 'desc'] };
      await expect(store.query(tenant, query)).rejects.toMatchObject({ code: 'query_requires_index' });
      await a.registry.add(tenant, { ...nth(1), collectionGroup: collection });
      await expect(store.query(tenant, query)).resolves.toEqual([]);
      await expect(store.count(tenant, query)).resolves.toBe(0);
      expect(deaf.ownedBy(tenant)).toHaveLength(1);
    } finally {
      await store.close();
    }
  });

  it('counts the cap in Firestore: an instance that has not heard of the others’ declarations is refused', async () => {
    const tenant = unique('t');
    const [a, b] = [await open(3), await open(3)];
    for (const n of [1, 2, 3]) await a.registry.add(tenant, nth(n));
    // b's own view is not consulted: the transaction reads what every instance kept.
    await expect(b.persistence.save(tenant, nth(4), 3)).rejects.toMatchObject({
      code: 'index_limit_reached',
    });
    await expect(b.persistence.save(tenant, nth(2), 3)).resolves.toBeUndefined();
    await expect(b.persistence.save(unique('t'), nth(4), 3)).resolves.toBeUndefined();
    await vi.waitFor(() => expect(b.registry.ownedBy(tenant)).toHaveLength(3));
    await expect(b.registry.add(tenant, nth(5))).rejects.toMatchObject({ code: 'index_limit_reached' });
  });
});

describe.runIf(isolatingFirestoreAvailable)("the cap between instances (Google's emulator)", () => {
  let isolating: TestFirestore;
  beforeAll(async () => {
    isolating = await openIsolatingFirestore();
  }, 90_000);
  afterAll(() => isolating?.close(), 30_000);

  it('two instances declaring at once keep exactly the cap', { timeout: 120_000 }, async () => {
    const tenant = unique('t');
    const [a, b] = [await instance(isolating, 5), await instance(isolating, 5)];
    try {
      const results = await Promise.allSettled([
        ...[1, 2, 3, 4, 5, 6].map((n) => a.registry.add(tenant, nth(n))),
        ...[11, 12, 13, 14, 15, 16].map((n) => b.registry.add(tenant, nth(n))),
      ]);
      const refused = results.filter((result) => result.status === 'rejected');
      expect(refused).toHaveLength(7);
      for (const result of refused) expect(result.reason).toMatchObject({ code: 'index_limit_reached' });
      const kept = await isolating.db
        .doc(`tenants/${indexDeclarationsPath.tenant}/${indexDeclarationsPath.collection}/${tenant}`)
        .get();
      expect(kept.data()?.indexes).toHaveLength(5);
      const restarted = await instance(isolating, 5);
      expect(restarted.registry.ownedBy(tenant)).toHaveLength(5);
      restarted.persistence.close();
    } finally {
      a.persistence.close();
      b.persistence.close();
    }
  });
});
