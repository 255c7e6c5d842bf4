import { createHash } from 'node:crypto';
import { type Clock, systemClock } from '../../clock';
import { sweepExpired, sweepSchedule } from '../../limits/sweepExpired';
import type { Store, StoredDoc } from '../../store/Store';
import type { AuthRecord, AuthRecords } from '../authRecords';
import type { SessionRevocations } from './sessionRevocations';

/**
 * Where the Firebase accounts adapter keeps what Firebase Authentication does not: sign-in and
 * reset-request counters, reset codes and session revocations, as documents of the tenant in
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

const kindCollections = {
  limits: authStateCollections.failures,
  resetCodes: authStateCollections.resetCodes,
} as const;

/**
 * Beside a record's own fields: when it may be forgotten (epoch ms), the AuthRecordChange's
 * keepUntil (none: never). Past it the sweep deletes it, as the limits port does with its own
 * (no `~`: Firestore field paths refuse one). A record stored before the field existed has none:
 * it is kept until a change writes it again.
 */
export const authKeepUntilField = 'authKeepUntil';

/** How often one instance sweeps one tenant's expired records, and how many one sweep removes at most. */
export const authSweep = { everyMs: 60_000, batch: 100 } as const;

/**
 * A stored document as the record it was written from (the Store adds FireId and collection).
 * Not hidden once past its keepUntil: as in the SQLite adapter, the rules read their own times
 * (a window's, a pair's, a code's expiry) and only the sweep forgets.
 */
function recordOf(doc: StoredDoc | null): AuthRecord | null {
  if (!doc) return null;
  const { FireId: _id, collection: _collection, [authKeepUntilField]: _keepUntil, ...record } = doc;
  return record;
}

export interface StoreAuthRecordsOptions {
  /** Tests: sweep on every change. */
  sweepEveryMs?: number;
}

/**
 * AuthRecords on the Store: one document per key, changed in a Store transaction (a Firestore
 * transaction in the cloud: retried on contention, so `change` may run again), atomic across
 * every instance. Each record carries its keepUntil (authKeepUntilField); a tenant's expired
 * counters and codes are swept a batch at a time, at most once a minute per instance and
 * tenant, after a change in that tenant (so an address or e-mail never seen again leaves no
 * document behind). A record is only ever swept past the keepUntil its own rules gave it — the
 * time after which the SQLite adapter forgets it too — so no lockout or reset budget is
 * shortened.
 */
export function storeAuthRecords(
  store: Store,
  clock: Clock = systemClock,
  options: StoreAuthRecordsOptions = {},
): AuthRecords {
  const schedule = sweepSchedule(options.sweepEveryMs ?? authSweep.everyMs, 'account counters');
  const sweep = async (tenant: string, nowMs: number) => {
    for (const collection of Object.values(kindCollections))
      await sweepExpired(store, tenant, collection, authKeepUntilField, nowMs, authSweep.batch);
  };
  return {
    async change(kind, tenant, key, change) {
      const collection = kindCollections[kind];
      const id = idOf(key);
      const result = await store.transaction(tenant, async (tx) => {
        const doc = await tx.get(collection, id);
        const current = recordOf(doc);
        const { next, keepUntil, result } = change(current);
        if (next === current) return result;
        if (next)
          tx.set(collection, id, { ...next, [authKeepUntilField]: keepUntil ?? Number.MAX_SAFE_INTEGER });
        else if (doc) tx.delete(collection, id);
        return result;
      });
      const nowMs = clock.now().getTime();
      schedule(tenant, nowMs, () => sweep(tenant, nowMs));
      return result;
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
  records: AuthRecords;
  revocations: SessionRevocations;
}

/** Everything FirebaseAccounts keeps outside Firebase, in the Store. */
export function storeAuthState(store: Store, clock: Clock = systemClock): SharedAuthState {
  return { records: storeAuthRecords(store, clock), revocations: storeSessionRevocations(store) };
}
