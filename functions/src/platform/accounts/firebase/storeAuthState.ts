import { createHash } from 'node:crypto';
import type { DocData, Store, StoredDoc } from '../../store/Store';
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

/** A stored document as the record it was written from (the Store adds FireId and collection). */
function recordOf(doc: StoredDoc | null): AuthRecord | null {
  if (!doc) return null;
  const { FireId: _id, collection: _collection, ...record } = doc;
  return record;
}

/**
 * AuthRecords on the Store: one document per key, changed in a Store transaction (a Firestore
 * transaction in the cloud: retried on contention, so `change` may run again), atomic across
 * every instance.
 */
export function storeAuthRecords(store: Store): AuthRecords {
  return {
    change(kind, tenant, key, change) {
      const collection = kindCollections[kind];
      const id = idOf(key);
      return store.transaction(tenant, async (tx) => {
        const current = recordOf(await tx.get(collection, id));
        const { next, result } = change(current);
        if (next === current) return result;
        if (next) tx.set(collection, id, next as DocData);
        else if (current) tx.delete(collection, id);
        return result;
      });
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
export function storeAuthState(store: Store): SharedAuthState {
  return { records: storeAuthRecords(store), revocations: storeSessionRevocations(store) };
}
