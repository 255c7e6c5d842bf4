import { createHash, randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestFirestore, type TestFirestore } from '../../testing/emulatorHarness';
import { manualClock } from '../clock';
import { FirestoreStore } from '../store/firestore/FirestoreStore';
import type { Store } from '../store/Store';
import { SqliteStore } from '../store/sqlite/SqliteStore';
import { everyTenant } from './authRecords';
import { authKeepUntilField, authStateCollections, storeAuthRecords } from './firebase/storeAuthState';
import { LoginThrottle } from './loginThrottle';
import { ResetCodeBook, resetRequestLimits } from './resetCodes';
import type { LoginLimits } from './throttleRules';

/**
 * Issue 15 leftover: the cloud's sign-in counters and reset codes (FirebaseAccounts keeps them
 * in the Store) are swept once they mean nothing, as the SQLite adapter sweeps its own — and
 * never before: a lockout and a reset-request budget still running hold across the sweep. On
 * Google's Firestore emulator in `functions-cloud` (FIRESTORE_EMULATOR_HOST), else the
 * in-process one, and on the SQLite store.
 */
let firestore: Promise<TestFirestore> | undefined;
afterAll(async () => (await firestore)?.close());

const stores: [string, () => Promise<Store>][] = [
  ['SQLite', async () => new SqliteStore(new Database(':memory:'))],
  [
    process.env.FIRESTORE_EMULATOR_HOST ? 'Firestore (Google emulator)' : 'Firestore (in-process emulator)',
    async () => {
      firestore ??= openTestFirestore();
      return new FirestoreStore((await firestore).db);
    },
  ],
];

const minute = 60_000;
/** A lockout of an hour after 3 wrong passwords, an address window of 15 minutes. */
const limits: LoginLimits = {
  freeFailures: 3,
  firstDelayMs: 60 * minute,
  maxDelayMs: 60 * minute,
  pairMemoryMs: 24 * 60 * minute,
  addressCeiling: 100,
  addressWindowMs: 15 * minute,
};

const idOf = (key: string) => createHash('sha256').update(key).digest('hex');

describe.each(stores)('account counters on the %s store are swept', (_name, openStore) => {
  let store: Store;
  let tenant: string;
  let address: string;
  let clock: ReturnType<typeof manualClock>;
  /** A change elsewhere in the tenant and across tenants: what sets a sweep going. */
  let other = 0;
  beforeEach(async () => {
    store = await openStore();
    tenant = `t${randomUUID().slice(0, 8)}`;
    address = `10.${randomUUID()}`;
    // Long before any other test's records in the shared space of every tenant: a sweep at
    // this clock never takes theirs.
    clock = manualClock(new Date('2020-01-01T10:00:00Z'));
  });
  afterEach(() => store.close());

  const stored = (space: string, collection: string, key: string) => store.get(space, collection, idOf(key));
  const records = () => storeAuthRecords(store, clock, { sweepEveryMs: 0 });

  it('a sign-in pair and an address: each gone after its own keepUntil, the lockout held until then', async () => {
    const throttle = new LoginThrottle(records(), clock, limits);
    const nudge = () =>
      new LoginThrottle(records(), clock, limits).reserve(tenant, `x${++other}@x.test`, `${address}-other`);
    const pairKey = `login\nana@x.test\n${address}`;
    const addressKey = `login-address\n${address}`;
    const tries = [];
    for (let i = 0; i < 4; i++) tries.push(await throttle.reserve(tenant, 'ana@x.test', address));
    expect(tries.map((t) => t.allowed)).toEqual([true, true, true, false]);
    const pair = await stored(tenant, authStateCollections.failures, pairKey);
    expect(pair?.[authKeepUntilField]).toBe(clock.now().getTime() + limits.pairMemoryMs);
    expect(await stored(everyTenant, authStateCollections.failures, addressKey)).not.toBeNull();

    // 20 minutes on: the address's window is over, the pair's lockout (an hour) is not.
    clock.advance(20 * minute);
    await nudge();
    await expect
      .poll(() => stored(everyTenant, authStateCollections.failures, addressKey), { timeout: 15_000 })
      .toBeNull();
    expect(await stored(tenant, authStateCollections.failures, pairKey)).not.toBeNull();
    const locked = await throttle.reserve(tenant, 'ana@x.test', address);
    expect(locked).toMatchObject({ allowed: false });
    expect(locked.allowed ? 0 : locked.retryAfterMs).toBe(40 * minute);

    // A day after the last failure the pair means nothing: swept, and ana may try again.
    clock.advance(limits.pairMemoryMs);
    await nudge();
    await expect
      .poll(() => stored(tenant, authStateCollections.failures, pairKey), { timeout: 15_000 })
      .toBeNull();
    expect((await throttle.reserve(tenant, 'ana@x.test', address)).allowed).toBe(true);
  }, 60_000);

  it('a reset code goes when it expires, the request budget only after its hour', async () => {
    const book = new ResetCodeBook(records(), clock);
    const issue = (email = 'ana@x.test', from = address) => book.issue(tenant, email, from, 'u-ana');
    for (let i = 0; i < resetRequestLimits.perEmail.max; i++) await issue();
    await expect(issue()).rejects.toMatchObject({ code: 'too_many_requests' });
    expect(await stored(tenant, authStateCollections.resetCodes, 'ana@x.test')).not.toBeNull();

    // 20 minutes on: the code (15 minutes) is gone; the e-mail's budget (an hour) still holds.
    clock.advance(20 * minute);
    await issue(`x${++other}@x.test`, `${address}-other`);
    await expect
      .poll(() => stored(tenant, authStateCollections.resetCodes, 'ana@x.test'), { timeout: 15_000 })
      .toBeNull();
    expect(await stored(tenant, authStateCollections.failures, 'reset\nana@x.test')).not.toBeNull();
    await expect(issue()).rejects.toMatchObject({ code: 'too_many_requests' });

    // Past the hour: the budget's record is swept and a code may be asked for again.
    clock.advance(41 * minute);
    await issue(`x${++other}@x.test`, `${address}-other`);
    await expect
      .poll(() => stored(tenant, authStateCollections.failures, 'reset\nana@x.test'), { timeout: 15_000 })
      .toBeNull();
    // The address's own window took a request at 20 minutes (refused by the e-mail's budget, still
    // counted for the address): it holds until 80.
    expect(
      await stored(everyTenant, authStateCollections.failures, `reset-address\n${address}`),
    ).not.toBeNull();
    expect(await issue()).not.toBeNull();
  }, 60_000);

  it('a record written before the field existed is kept (it counts until its next change)', async () => {
    await store.transaction(tenant, (tx) =>
      tx.set(authStateCollections.failures, idOf('legacy'), { failures: 3, last: 0 }),
    );
    clock.advance(10 * 365 * 24 * 60 * minute);
    await records().change('limits', tenant, 'nudge', () => ({ next: { n: 1 }, keepUntil: 0, result: 0 }));
    await expect
      .poll(() => stored(tenant, authStateCollections.failures, 'nudge'), { timeout: 15_000 })
      .toBeNull();
    expect(await stored(tenant, authStateCollections.failures, 'legacy')).toMatchObject({ failures: 3 });
  }, 60_000);
});
