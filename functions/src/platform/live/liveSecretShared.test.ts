import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isolatingFirestoreAvailable,
  openIsolatingFirestore,
  openTestFirestore,
  type TestFirestore,
} from '../../testing/emulatorHarness';
import { FirestoreStore } from '../store/firestore/FirestoreStore';
import { liveSecretFromEnv, liveSecretPath, sharedLiveSecret } from './liveSecretShared';

const envSecret = 'a LIVE_TOKEN_SECRET of 32 characters or more';
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
const secretRef = (firestore: TestFirestore) =>
  firestore.db.doc(`tenants/${liveSecretPath.tenant}/${liveSecretPath.collection}/${liveSecretPath.id}`);

describe('liveSecretFromEnv', () => {
  it('is the variable’s bytes, nothing when unset, and refuses one shorter than 32 characters', () => {
    expect(liveSecretFromEnv(envSecret)).toEqual(new TextEncoder().encode(envSecret));
    expect(liveSecretFromEnv(undefined)).toBeUndefined();
    expect(liveSecretFromEnv('')).toBeUndefined();
    expect(() => liveSecretFromEnv('short')).toThrow(/32 characters/);
  });
});

/** The cloud live secret on Firestore (in-process emulator, or Google's with FIRESTORE_EMULATOR_HOST). */
describe('sharedLiveSecret (Firestore)', () => {
  let firestore: TestFirestore;
  beforeAll(async () => {
    firestore = await openTestFirestore();
  }, 60_000);
  afterAll(() => firestore?.close(), 30_000);

  it('draws one secret, keeps it in its reserved document, and hands every instance that one', async () => {
    const [a, b] = [new FirestoreStore(firestore.db), new FirestoreStore(firestore.db)];
    try {
      await secretRef(firestore).delete();
      const first = await sharedLiveSecret(a, undefined);
      expect(first).toHaveLength(32);
      const second = await sharedLiveSecret(b, undefined, () => new Uint8Array(32).fill(7));
      expect(same(first, second)).toBe(true);
      expect((await secretRef(firestore).get()).data()).toEqual({
        secret: Buffer.from(first).toString('base64'),
      });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('uses LIVE_TOKEN_SECRET when set, touching nothing stored', async () => {
    const store = new FirestoreStore(firestore.db);
    try {
      await secretRef(firestore).delete();
      expect(same(await sharedLiveSecret(store, envSecret), new TextEncoder().encode(envSecret))).toBe(true);
      expect((await secretRef(firestore).get()).exists).toBe(false);
    } finally {
      await store.close();
    }
  });
});

describe.runIf(isolatingFirestoreAvailable)("sharedLiveSecret between instances (Google's emulator)", () => {
  let isolating: TestFirestore;
  beforeAll(async () => {
    isolating = await openIsolatingFirestore();
  }, 90_000);
  afterAll(() => isolating?.close(), 30_000);

  it('instances starting at once all end with the same secret', { timeout: 120_000 }, async () => {
    await secretRef(isolating).delete();
    const instances = [1, 2, 3].map(
      () => new FirestoreStore(isolating.db, { serializeTenantTransactions: false }),
    );
    try {
      const secrets = await Promise.all(
        instances.map((store, i) => sharedLiveSecret(store, undefined, () => new Uint8Array(32).fill(i + 1))),
      );
      for (const secret of secrets) expect(same(secret, secrets[0] as Uint8Array)).toBe(true);
    } finally {
      for (const store of instances) await store.close();
    }
  });
});
