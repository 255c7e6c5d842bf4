import { randomUUID } from 'node:crypto';
import { collectionNameSchema } from '@colmena/shared/schemas';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestFirestore, type TestFirestore } from '../../../testing/emulatorHarness';
import { manualClock } from '../../clock';
import { FirestoreStore } from '../../store/firestore/FirestoreStore';
import type { Store } from '../../store/Store';
import { SqliteStore } from '../../store/sqlite/SqliteStore';
import { everyTenant } from '../authRecords';
import { LoginThrottle } from '../loginThrottle';
import { maxResetCodeAttempts, ResetCodeBook } from '../resetCodes';
import { loginLimits } from '../throttleRules';
import { authStateCollections, storeAuthRecords, storeSessionRevocations } from './storeAuthState';

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

describe.each(stores)('auth state on the %s store', (_name, openStore) => {
  let store: Store;
  let tenant: string;
  let clock: ReturnType<typeof manualClock>;
  /** Addresses are counted across tenants (everyTenant): each test guesses from its own. */
  let address: string;
  let otherAddress: string;
  beforeEach(async () => {
    store = await openStore();
    tenant = `t${randomUUID().slice(0, 8)}`;
    const [a, b, c] =
      randomUUID()
        .replace(/-/g, '')
        .match(/../g)
        ?.map((h) => Number.parseInt(h, 16)) ?? [];
    address = `10.${a}.${b}.${c}`;
    otherAddress = `10.${a}.${b}.${(Number(c) + 1) % 256}`;
    clock = manualClock(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => store.close());

  describe('auth records', () => {
    it('changes a record atomically, for every instance', async () => {
      const [one, two] = [storeAuthRecords(store, clock), storeAuthRecords(store, clock)];
      const bump = (n: number) =>
        (n % 2 ? one : two).change('limits', tenant, 'k', (current) => {
          const count = Number(current?.count ?? 0) + 1;
          return { next: { count }, result: count };
        });
      const seen = await Promise.all(Array.from({ length: 20 }, (_, i) => bump(i)));
      expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      const [doc] = await store.query(tenant, { collection: authStateCollections.failures });
      expect(doc).toMatchObject({ count: 20 });
      expect(
        await one.change('limits', `${tenant}x`, 'k', (current) => ({ next: current, result: current })),
      ).toBeNull();
    });

    it('hands the record back as written (no FireId, no collection), and removes it on null', async () => {
      const records = storeAuthRecords(store, clock);
      await records.change('resetCodes', tenant, 'k', () => ({ next: { a: 1 }, result: undefined }));
      expect(
        await records.change('resetCodes', tenant, 'k', (current) => ({ next: null, result: current })),
      ).toEqual({ a: 1 });
      expect(await store.count(tenant, { collection: authStateCollections.resetCodes })).toBe(0);
    });
  });

  describe('sign-in throttle', () => {
    it('counts parallel guesses on two instances one by one: 5 checked of 50', async () => {
      const [one, two] = [
        new LoginThrottle(storeAuthRecords(store, clock), clock),
        new LoginThrottle(storeAuthRecords(store, clock), clock),
      ];
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => (i % 2 ? one : two).reserve(tenant, 'ana@x.test', address)),
      );
      expect(answers.filter((a) => a.allowed)).toHaveLength(loginLimits.freeFailures);
      expect((await one.reserve(tenant, 'ana@x.test', otherAddress)).allowed).toBe(true);
    });

    it('keeps no e-mail or address in the clear', async () => {
      await new LoginThrottle(storeAuthRecords(store, clock), clock).reserve(tenant, 'ana@x.test', address);
      const docs = [
        ...(await store.query(tenant, { collection: authStateCollections.failures })),
        ...(await store.query(everyTenant, { collection: authStateCollections.failures })),
      ];
      expect(docs.length).toBeGreaterThanOrEqual(2);
      expect(JSON.stringify(docs)).not.toContain(address);
      expect(JSON.stringify(docs)).not.toContain('ana@x.test');
    });
  });

  describe('reset codes', () => {
    const book = () => new ResetCodeBook(storeAuthRecords(store, clock), clock);
    const issue = async (on = book()) => (await on.issue(tenant, 'Ana@X.test', address, 'u-ana'))?.code ?? '';

    it('issued by one instance, checked and used up by another', async () => {
      const [one, two] = [book(), book()];
      const code = await issue(one);
      expect(await two.verify(tenant, 'ana@x.test', code, false)).toBe('u-ana');
      expect(await two.verify(`${tenant}x`, 'ana@x.test', code, false)).toBeNull();
      expect(await two.verify(tenant, 'ana@x.test', code, true)).toBe('u-ana');
      expect(await one.verify(tenant, 'ana@x.test', code, true)).toBeNull();
    });

    it('counts wrong guesses made on different instances', async () => {
      const [one, two] = [book(), book()];
      const code = await issue(one);
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < 5; i++) await (i % 2 ? one : two).verify(tenant, 'ana@x.test', wrong, false);
      expect(await one.verify(tenant, 'ana@x.test', code, true)).toBeNull();
    });

    it('takes an attempt before comparing: 50 parallel guesses on two instances check at most 5', async () => {
      const [one, two] = [book(), book()];
      const code = await issue(one);
      const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      // The right code comes last: it may only get through if the budget did not hold.
      const guesses = [...Array.from({ length: 49 }, (_, i) => wrong(i)), code];
      const answers = await Promise.all(
        guesses.map((guess, i) => (i % 2 ? one : two).verify(tenant, 'ana@x.test', guess, true)),
      );
      expect(answers.filter((uid) => uid !== null)).toEqual([]);
      const [doc] = await store.query(tenant, { collection: authStateCollections.resetCodes });
      expect(doc?.attempts).toBe(maxResetCodeAttempts);
      expect(await one.verify(tenant, 'ana@x.test', code, true)).toBeNull();
    });

    it('stores only a salted hash, under the tenant, and ignores a malformed record', async () => {
      const code = await issue();
      const [doc] = await store.query(tenant, { collection: authStateCollections.resetCodes });
      expect(doc).toMatchObject({ uid: 'u-ana', attempts: 0 });
      expect(JSON.stringify(doc)).not.toContain(String(code));
      expect(JSON.stringify(doc)).not.toContain('ana@x.test');
      await store.transaction(tenant, (tx) =>
        tx.merge(authStateCollections.resetCodes, String(doc?.FireId), { attempts: 'x' }),
      );
      expect(await book().verify(tenant, 'ana@x.test', code, false)).toBeNull();
    });

    it('counts code requests on every instance', async () => {
      const [one, two] = [book(), book()];
      for (let i = 0; i < 5; i++) await issue(i % 2 ? one : two);
      await expect(issue(one)).rejects.toMatchObject({ code: 'too_many_requests' });
      await expect(issue(two)).rejects.toMatchObject({ code: 'too_many_requests' });
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
