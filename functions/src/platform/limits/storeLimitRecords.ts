import { createHash } from 'node:crypto';
import { type DocData, type Store, type StoredDoc, systemTenant } from '../store/Store';
import { changeOne, type LimitRecord, type LimitRecords } from './LimitRecords';
import { sweepExpired, sweepSchedule } from './sweepExpired';

/**
 * Where the records live: a space of the Store no company can be and a collection no API can
 * name (`~`), one document per key, its id the key's SHA-256 (keys hold addresses and request
 * signatures, which are not kept in the clear).
 */
export const limitRecordsSpace = { tenant: systemTenant, collection: '~limits' } as const;

/** The field beside a record's own: when it may be forgotten (epoch ms). No `~` in it: Firestore field paths refuse one. */
export const limitKeepUntilField = 'limitKeepUntil';
const keepUntilField = limitKeepUntilField;
/** How often one instance sweeps expired records, and how many one sweep removes at most. */
const sweepEveryMs = 60_000;
const sweepBatch = 100;

/** The document id of a key. */
export const limitRecordId = (key: string) => createHash('sha256').update(key).digest('hex');

/** A stored record and its keepUntil (a record from before the field: kept for ever), or none. */
export function limitRecordOf(doc: StoredDoc | null): { record: LimitRecord | null; keepUntil: number } {
  if (!doc) return { record: null, keepUntil: 0 };
  const { FireId: _id, collection: _collection, [keepUntilField]: keepUntil, ...record } = doc;
  return { record, keepUntil: typeof keepUntil === 'number' ? keepUntil : Number.MAX_SAFE_INTEGER };
}

/** What is stored of a record kept until `keepUntil`. */
export const limitDocOf = (record: LimitRecord, keepUntil = Number.MAX_SAFE_INTEGER): DocData =>
  ({ ...record, [keepUntilField]: keepUntil }) as DocData;

function recordOf(doc: StoredDoc | null, nowMs: number): LimitRecord | null {
  const { record, keepUntil } = limitRecordOf(doc);
  return keepUntil <= nowMs ? null : record;
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
  const schedule = sweepSchedule(every, 'limit records');
  const sweep = (nowMs: number) => sweepExpired(store, tenant, collection, keepUntilField, nowMs, sweepBatch);

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
          if (kept.next) tx.set(collection, id, limitDocOf(kept.next, kept.keepUntil));
          else if (docs[i]) tx.delete(collection, id);
        });
        return result;
      });
      schedule(tenant, nowMs, () => sweep(nowMs));
      return result;
    },
  };
  return adapter;
}
