import { randomUUID } from 'node:crypto';
import { collectionNameSchema } from '@colmena/shared/schemas';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock';
import { openTestFirestore, type TestFirestore } from '../../store/firestore/emulatorHarness';
import { FirestoreStore } from '../../store/firestore/FirestoreStore';
import type { Store } from '../../store/Store';
import { SqliteStore } from '../../store/sqlite/SqliteStore';
import { ResetCodeBook } from '../resetCodes';
import {
  authStateCollections,
  storeFailureCounter,
  storeResetCodeStorage,
  storeSessionRevocations,
} from './storeAuthState';

/**
 * What the Firebase accounts adapter keeps outside Firebase, in the Store the instances share.
 * Two "instances" are two objects over one store: nothing may live in either's memory.
 */
let firestore: Promise<TestFirestore> | undefined;
afterAll(async () => (await firestore)?.close());

const stores: [string, () => Promise<Store>][] = [
  ['SQLite', async () => new SqliteStore(new Database(':memory:'))],
  [
    process.env.FIRESTORE_EMULATOR_HOST ? 'Firestore (emulator)' : 'Firestore (in-process emulator)',
    async () => {
      firestore ??= openTestFirestore();
      return new FirestoreStore((await firestore).db);
    },
  ],
];

const limits = { maxFailures: 3, windowMs: 60_000 };

describe.each(stores)('auth state on the %s store', (_name, openStore) => {
  let store: Store;
  let tenant: string;
  let clock: ReturnType<typeof manualClock>;
  beforeEach(async () => {
    store = await openStore();
    tenant = `t${randomUUID().slice(0, 8)}`;
    clock = manualClock(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => store.close());

  describe('failure counter', () => {
    it('blocks a key for every instance after max failures, until they age out of the window', async () => {
      const one = storeFailureCounter(store, clock, limits);
      const two = storeFailureCounter(store, clock, limits);
      await one.fail(tenant, 'account:ana@x.test');
      await two.fail(tenant, 'account:ana@x.test');
      expect(await one.isBlocked(tenant, 'account:ana@x.test')).toBe(false);
      await one.fail(tenant, 'account:ana@x.test');
      expect(await two.isBlocked(tenant, 'account:ana@x.test')).toBe(true);
      expect(await two.isBlocked(tenant, 'account:bob@x.test')).toBe(false);
      expect(await two.isBlocked(`${tenant}x`, 'account:ana@x.test')).toBe(false);
      clock.advance(60_001);
      expect(await one.isBlocked(tenant, 'account:ana@x.test')).toBe(false);
    });

    it('clears a key for every instance', async () => {
      const one = storeFailureCounter(store, clock, limits);
      const two = storeFailureCounter(store, clock, limits);
      for (let i = 0; i < 3; i++) await one.fail(tenant, 'k');
      await two.clear(tenant, 'k');
      expect(await one.isBlocked(tenant, 'k')).toBe(false);
    });

    it('lets exactly max concurrent takes through', async () => {
      const counters = [storeFailureCounter(store, clock, limits), storeFailureCounter(store, clock, limits)];
      const taken = await Promise.all(
        Array.from({ length: 8 }, (_, i) => counters[i % 2]?.take(tenant, 'reset:ana@x.test')),
      );
      expect(taken.filter(Boolean)).toHaveLength(3);
      expect(await counters[0]?.isBlocked(tenant, 'reset:ana@x.test')).toBe(true);
    });

    it('keeps no e-mail or address in the clear and at most max times per key', async () => {
      const counter = storeFailureCounter(store, clock, limits);
      for (let i = 0; i < 10; i++) {
        clock.advance(1);
        await counter.fail(tenant, 'address:203.0.113.9');
      }
      const docs = await store.query(tenant, { collection: authStateCollections.failures });
      expect(docs).toHaveLength(1);
      expect(JSON.stringify(docs)).not.toContain('203.0.113.9');
      expect(docs[0]?.times).toHaveLength(3);
    });
  });

  describe('reset codes', () => {
    it('issued by one instance, checked and used up by another', async () => {
      const one = new ResetCodeBook(storeResetCodeStorage(store), clock);
      const two = new ResetCodeBook(storeResetCodeStorage(store), clock);
      const issued = await one.issue(tenant, 'Ana@X.test', 'u-ana');
      const code = issued?.code ?? '';
      expect(await two.verify(tenant, 'ana@x.test', code, false)).toBe('u-ana');
      expect(await two.verify(`${tenant}x`, 'ana@x.test', code, false)).toBeNull();
      expect(await two.verify(tenant, 'ana@x.test', code, true)).toBe('u-ana');
      expect(await one.verify(tenant, 'ana@x.test', code, true)).toBeNull();
    });

    it('counts wrong guesses made on different instances', async () => {
      const one = new ResetCodeBook(storeResetCodeStorage(store), clock);
      const two = new ResetCodeBook(storeResetCodeStorage(store), clock);
      const code = (await one.issue(tenant, 'ana@x.test', 'u-ana'))?.code ?? '';
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < 5; i++) await (i % 2 ? one : two).verify(tenant, 'ana@x.test', wrong, false);
      expect(await one.verify(tenant, 'ana@x.test', code, true)).toBeNull();
    });

    it('stores only a salted hash, under the tenant, and ignores a malformed record', async () => {
      const storage = storeResetCodeStorage(store);
      const code = (await new ResetCodeBook(storage, clock).issue(tenant, 'ana@x.test', 'u-ana'))?.code;
      const [doc] = await store.query(tenant, { collection: authStateCollections.resetCodes });
      expect(doc).toMatchObject({ uid: 'u-ana', attempts: 0 });
      expect(JSON.stringify(doc)).not.toContain(String(code));
      expect(JSON.stringify(doc)).not.toContain('ana@x.test');
      await store.transaction(tenant, (tx) =>
        tx.merge(authStateCollections.resetCodes, String(doc?.FireId), { attempts: 'x' }),
      );
      expect(await storage.get(`${tenant}\nana@x.test`)).toBeNull();
    });
  });

  describe('session revocations', () => {
    it('a logout on one instance ends the session on all, until the cookie would have expired', async () => {
      const one = storeSessionRevocations(store);
      const two = storeSessionRevocations(store);
      await one.revokeToken(tenant, 'hash-1', new Date(clock.now().getTime() + 1000));
      expect(await two.isTokenRevoked(tenant, 'hash-1', clock.now())).toBe(true);
      expect(await two.isTokenRevoked(tenant, 'hash-2', clock.now())).toBe(false);
      expect(await two.isTokenRevoked(`${tenant}x`, 'hash-1', clock.now())).toBe(false);
      // Past its expiry the record goes: the cookie itself is void by then.
      expect(await two.isTokenRevoked(tenant, 'hash-1', new Date(clock.now().getTime() + 1000))).toBe(true);
      expect(await store.count(tenant, { collection: authStateCollections.revokedTokens })).toBe(0);
    });

    it('keeps the latest "sessions before" cut-off per account', async () => {
      const one = storeSessionRevocations(store);
      const two = storeSessionRevocations(store);
      expect(await two.revokedBefore(tenant, 'u-ana')).toBe(0);
      await one.revokeAllBefore(tenant, 'u-ana', 2000);
      await two.revokeAllBefore(tenant, 'u-ana', 1000);
      expect(await two.revokedBefore(tenant, 'u-ana')).toBe(2000);
      expect(await one.revokedBefore(tenant, 'u-bob')).toBe(0);
      expect(await one.revokedBefore(`${tenant}x`, 'u-ana')).toBe(0);
    });
  });
});

describe('auth state collections', () => {
  it.each(Object.values(authStateCollections))(
    '%s can be named by no definition, command or query',
    (name) => {
      expect(collectionNameSchema.safeParse(name).success).toBe(false);
    },
  );
});
