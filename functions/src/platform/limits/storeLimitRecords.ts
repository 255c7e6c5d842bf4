import { createHash } from 'node:crypto';
import { type DocData, type Store, type StoredDoc, systemTenant } from '../store/Store';
import { changeOne, type LimitRecord, type LimitRecords } from './LimitRecords';

/**
 * Where the records live: a space of the Store no company can be and a collection no API can
 * name (`~`), one document per key, its id the key's SHA-256 (keys hold addresses and request
 * signatures, which are not kept in the clear).
 */
export const limitRecordsSpace = { tenant: systemTenant, collection: '~limits' } as const;

/** The field beside a record's own: when it may be forgotten (epoch ms). No `~` in it: Firestore field paths refuse one. */
const keepUntilField = 'limitKeepUntil';
/** How often one instance sweeps expired records, and how many one sweep removes at most. */
const sweepEveryMs = 60_000;
const sweepBatch = 100;

/** The document id of a key. */
export const limitRecordId = (key: string) => createHash('sha256').update(key).digest('hex');

function recordOf(doc: StoredDoc | null, nowMs: number): LimitRecord | null {
  if (!doc) return null;
  const { FireId: _id, collection: _collection, [keepUntilField]: keepUntil, ...record } = doc;
  return typeof keepUntil === 'number' && keepUntil <= nowMs ? null : record;
}

export interface StoreLimitRecordsOptions {
  /** Tests: sweep on every change. */
  sweepEveryMs?: number;
}

/**
 * The limits port on the Store every instance shares: each change is one Store transaction (a
 * Firestore transaction in the cloud, retried on contention, so two instances never both take
 * the last token). A record past its keepUntil reads as absent at once; the documents
 * themselves are swept a batch at a time, at most once a minute per instance, so a key that is
 * never touched again (an address, a signature) leaves no document behind.
 */
export function storeLimitRecords(store: Store, options: StoreLimitRecordsOptions = {}): LimitRecords {
  const { tenant, collection } = limitRecordsSpace;
  const every = options.sweepEveryMs ?? sweepEveryMs;
  let nextSweepAt = 0;
  let sweeping: Promise<void> | undefined;

  const sweep = async (nowMs: number) => {
    const expired = await store.query(tenant, {
      collection,
      where: [[keepUntilField, '<=', nowMs]],
      limit: sweepBatch,
    });
    if (expired.length === 0) return;
    await store.transaction(tenant, async (tx) => {
      // Read again inside: one renewed since the query is kept.
      const still = await Promise.all(expired.map((doc) => tx.get(collection, doc.FireId)));
      for (const doc of still) {
        const keepUntil = doc?.[keepUntilField];
        if (doc && typeof keepUntil === 'number' && keepUntil <= nowMs) tx.delete(collection, doc.FireId);
      }
    });
  };

  const adapter: LimitRecords = {
    change: (key, nowMs, change) => changeOne(adapter, key, nowMs, change),
    async changeAll(keys, nowMs, change) {
      const ids = keys.map(limitRecordId);
      const result = await store.transaction(tenant, async (tx) => {
        const docs = await Promise.all(ids.map((id) => tx.get(collection, id)));
        const current = docs.map((doc) => recordOf(doc, nowMs));
        const { next, result } = change(current);
        ids.forEach((id, i) => {
          const kept = next[i];
          if (!kept || (kept.next === current[i] && docs[i])) return;
          if (kept.next)
            tx.set(collection, id, {
              ...kept.next,
              [keepUntilField]: kept.keepUntil ?? Number.MAX_SAFE_INTEGER,
            } as DocData);
          else if (docs[i]) tx.delete(collection, id);
        });
        return result;
      });
      if (nowMs >= nextSweepAt && !sweeping) {
        nextSweepAt = nowMs + every;
        sweeping = sweep(nowMs)
          .catch((error) => console.error('[colmena] sweeping expired limit records failed:', error))
          .finally(() => {
            sweeping = undefined;
          });
      }
      return result;
    },
  };
  return adapter;
}
