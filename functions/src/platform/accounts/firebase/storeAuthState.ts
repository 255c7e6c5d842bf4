import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Store } from '../../store/Store';
import { type FailureLimiterOptions, loginLimits } from '../local/failureLimiter';
import { type ResetCodeStorage, resetRequestLimits, type StoredResetCode } from '../resetCodes';
import { type FailureCounter, recentFailures } from './failureCounter';
import type { SessionRevocations } from './sessionRevocations';

/**
 * Where the Firebase accounts adapter keeps what Firebase Authentication does not: login and
 * reset-request failures, reset codes and session revocations, as documents of the tenant in
 * the shared Store, so every instance of the cloud deployment sees the same.
 *
 * The names hold a `~`, which collection names of the product (letters, digits, `_`, `-`) never
 * do: no collection definition, command or query can name them, so no API caller reads a
 * code's hash or writes a revocation. Document ids are SHA-256 digests of the keys, so e-mails
 * and addresses are not stored in the clear and any key makes a valid id.
 */
export const authStateCollections = {
  failures: '~authFailures',
  resetCodes: '~authResetCodes',
  revokedTokens: '~authRevokedTokens',
  revokedBefore: '~authRevokedBefore',
} as const;

const idOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** FailureCounter on the Store: one document per key with the failure times still in the window. */
export function storeFailureCounter(
  store: Store,
  clock: Clock,
  options: FailureLimiterOptions = loginLimits,
): FailureCounter {
  const collection = authStateCollections.failures;
  const recent = async (tenant: string, key: string) =>
    recentFailures((await store.get(tenant, collection, idOf(key)))?.times, clock.now().getTime(), options);
  /** Adds a failure now when `always` or when not blocked; whether it was added. */
  const add = (tenant: string, key: string, always: boolean) =>
    store.transaction(tenant, async (tx) => {
      const id = idOf(key);
      const now = clock.now().getTime();
      const times = recentFailures((await tx.get(collection, id))?.times, now, options);
      if (!always && times.length >= options.maxFailures) return false;
      tx.set(collection, id, { times: [...times, now].slice(-options.maxFailures) });
      return true;
    });
  return {
    isBlocked: async (tenant, key) => (await recent(tenant, key)).length >= options.maxFailures,
    fail: async (tenant, key) => {
      await add(tenant, key, true);
    },
    take: (tenant, key) => add(tenant, key, false),
    clear: (tenant, key) => store.transaction(tenant, (tx) => tx.delete(collection, idOf(key))),
  };
}

const storedResetCodeSchema = z.object({
  uid: z.string(),
  salt: z.string(),
  hash: z.string(),
  expiresAt: z.string(),
  attempts: z.number().int().nonnegative(),
});

/**
 * ResetCodeStorage on the Store. ResetCodeBook's keys are `${tenant}\n${email}`: the tenant
 * part says whose documents the record belongs to.
 */
export function storeResetCodeStorage(store: Store): ResetCodeStorage {
  const collection = authStateCollections.resetCodes;
  const place = (key: string) => {
    const cut = key.indexOf('\n');
    if (cut <= 0) throw new Error('a reset-code key starts with its tenant');
    return { tenant: key.slice(0, cut), id: idOf(key) };
  };
  return {
    async get(key) {
      const { tenant, id } = place(key);
      const parsed = storedResetCodeSchema.safeParse(await store.get(tenant, collection, id));
      return parsed.success ? parsed.data : null;
    },
    async put(key, record: StoredResetCode) {
      const { tenant, id } = place(key);
      const { uid, salt, hash, expiresAt, attempts } = record;
      await store.transaction(tenant, (tx) =>
        tx.set(collection, id, { uid, salt, hash, expiresAt, attempts }),
      );
    },
    async delete(key) {
      const { tenant, id } = place(key);
      await store.transaction(tenant, (tx) => tx.delete(collection, id));
    },
  };
}

const numberField = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** SessionRevocations on the Store: revoked cookie hashes until they expire, and per account a cut-off. */
export function storeSessionRevocations(store: Store): SessionRevocations {
  const { revokedTokens, revokedBefore } = authStateCollections;
  return {
    async revokeToken(tenant, tokenHash, until) {
      await store.transaction(tenant, (tx) =>
        tx.set(revokedTokens, idOf(tokenHash), { until: until.getTime() }),
      );
    },
    async isTokenRevoked(tenant, tokenHash, now) {
      const id = idOf(tokenHash);
      const doc = await store.get(tenant, revokedTokens, id);
      if (!doc) return false;
      // Past `until` the cookie has expired anyway: the record is no longer needed.
      const until = numberField(doc.until);
      if (until !== null && until <= now.getTime())
        await store.transaction(tenant, (tx) => tx.delete(revokedTokens, id));
      return true;
    },
    async revokeAllBefore(tenant, uid, at) {
      const id = idOf(uid);
      await store.transaction(tenant, async (tx) => {
        const before = numberField((await tx.get(revokedBefore, id))?.before) ?? 0;
        tx.set(revokedBefore, id, { before: Math.max(before, at) });
      });
    },
    async revokedBefore(tenant, uid) {
      return numberField((await store.get(tenant, revokedBefore, idOf(uid)))?.before) ?? 0;
    },
  };
}

export interface SharedAuthState {
  limiter: FailureCounter;
  resetRequests: FailureCounter;
  resetCodes: ResetCodeStorage;
  revocations: SessionRevocations;
}

/** Everything FirebaseAccounts keeps outside Firebase, in the Store. */
export function storeAuthState(
  store: Store,
  clock: Clock,
  limits: FailureLimiterOptions = loginLimits,
  resetLimits: FailureLimiterOptions = resetRequestLimits,
): SharedAuthState {
  return {
    limiter: storeFailureCounter(store, clock, limits),
    resetRequests: storeFailureCounter(store, clock, resetLimits),
    resetCodes: storeResetCodeStorage(store),
    revocations: storeSessionRevocations(store),
  };
}
