import type { Store } from '../store/Store';
import { changeOne, type LimitRecord, type LimitRecords } from './LimitRecords';
import { maxMemoryLimitRecords } from './memoryLimitRecords';
import {
  limitDocOf,
  limitKeepUntilField,
  limitRecordId,
  limitRecordOf,
  limitRecordsSpace,
} from './storeLimitRecords';
import { sweepExpired, sweepSchedule } from './sweepExpired';

/** A record as this process knows it: null is known absent (a delete still to be written, say). */
interface Known {
  record: LimitRecord | null;
  keepUntil: number;
}

export interface WriteBehindLimitRecords extends LimitRecords {
  /** Resolves once every change made so far is committed (a failed write is retried first). */
  drain(): Promise<void>;
}

export interface WriteBehindOptions {
  /** Records kept in memory at most (the others are read again from the Store when needed). */
  capacity?: number;
  /** Tests: sweep the Store's expired records on every change. */
  sweepEveryMs?: number;
}

/** Captured at load, as the store's group commit does: a test's fake timers must not hold writes back. */
const nextTurn = globalThis.setImmediate;

const sweepEveryMs = 60_000;
const sweepBatch = 100;
/** A write of the records that failed (the write lock held by another process) is tried again after this. */
const retryMs = 200;

/**
 * The limits port for a Store only this process writes (the embedded server's SQLite file):
 * records that outlive a restart, the Store's documents as storeLimitRecords keeps them, at
 * the cost of memory on the hot path. A record is read from the Store once, then changed in
 * memory, which is exact because every change of it goes through this process; the changed
 * records are written behind, in one Store transaction for all the changes made before it runs.
 *
 * A change resolves once that transaction is queued, and the Store runs transactions in the
 * order they are asked for: whatever the caller does next in the Store (the submission a counter
 * let in) commits with it or after it, never without it, so a restart, even a crash, never finds
 * a write the counters did not count. The transaction is queued on the next turn of the event
 * loop, so the changes of every request that arrived together share it: queued at each change,
 * it ran at once (the store was free) and a burst of submissions wrote the same two counters
 * once per submission, the largest cost a submission had beyond a document.create's. The reads
 * go through a transaction too, so a record read again after it left the memory is what the
 * queued writes left.
 */
export function writeBehindLimitRecords(
  store: Store,
  options: WriteBehindOptions = {},
): WriteBehindLimitRecords {
  const { tenant, collection } = limitRecordsSpace;
  const capacity = options.capacity ?? maxMemoryLimitRecords;
  const known = new Map<string, Known>();
  const loading = new Map<string, Promise<void>>();
  const dirty = new Set<string>();
  /** A write is queued and has not started: the changes made now go with it. */
  let waiting = false;
  /** The last write queued, settled (transactions run in the order they are asked for). */
  let written: Promise<void> = Promise.resolve();
  let failed: unknown = null;
  /** Resolves when the write of the changes made this turn is queued (null: none to come). */
  let queuing: Promise<void> | null = null;
  let sweepAt = 1024;
  const schedule = sweepSchedule(options.sweepEveryMs ?? sweepEveryMs, 'limit records');

  const load = (keys: string[]): Promise<void> => {
    const reading = store
      .transaction(tenant, (tx) => Promise.all(keys.map((key) => tx.get(collection, limitRecordId(key)))))
      .then((docs) => {
        docs.forEach((doc, i) => {
          const key = keys[i] as string;
          // A key changed meanwhile (read again after it left the memory) keeps its change.
          if (!known.has(key)) known.set(key, limitRecordOf(doc));
        });
      })
      .finally(() => {
        for (const key of keys) loading.delete(key);
      });
    for (const key of keys) loading.set(key, reading);
    return reading;
  };

  /** Every key in memory: the ones no one is reading yet are read together. */
  const loaded = async (keys: readonly string[]): Promise<void> => {
    for (;;) {
      const missing = keys.filter((key) => !known.has(key));
      if (missing.length === 0) return;
      const unread = missing.filter((key) => !loading.has(key));
      const reads = new Set(missing.map((key) => loading.get(key)).filter((p) => p !== undefined));
      if (unread.length > 0) reads.add(load(unread));
      await Promise.all(reads);
    }
  };

  /** Writes what changed since the last write, in one transaction queued now (unless one waits to start). */
  const writeBehind = (): void => {
    if (waiting || dirty.size === 0) return;
    waiting = true;
    let taken: string[] = [];
    const writing = store.transaction(tenant, (tx) => {
      // Taken when the transaction starts, not when it was queued: it carries every change before it.
      waiting = false;
      taken = [...dirty];
      dirty.clear();
      for (const key of taken) {
        const entry = known.get(key);
        const id = limitRecordId(key);
        if (entry?.record) tx.set(collection, id, limitDocOf(entry.record, entry.keepUntil));
        else tx.delete(collection, id);
      }
    });
    written = writing.then(
      () => {
        failed = null;
      },
      (error: unknown) => {
        waiting = false;
        for (const key of taken) dirty.add(key);
        if (failed === null) console.error('[colmena] writing limit records failed, retrying:', error);
        failed = error;
        setTimeout(writeBehind, retryMs).unref();
      },
    );
  };

  /** Resolves once a write that carries every change made so far is queued. */
  const queued = (): Promise<void> | null => {
    // A write waiting to start takes them with it.
    if (waiting) return null;
    queuing ??= new Promise<void>((resolve, reject) =>
      nextTurn(() => {
        queuing = null;
        try {
          writeBehind();
          resolve();
        } catch (error) {
          // Not queued: the callers must not go on as if it were (a failed commit is retried instead).
          reject(error);
        }
      }),
    );
    return queuing;
  };

  /** Forgets what is expired and, past the capacity, the oldest written that has no write pending. */
  const forget = (nowMs: number): void => {
    for (const [key, entry] of known) if (entry.keepUntil <= nowMs && !dirty.has(key)) known.delete(key);
    for (const key of known.keys()) {
      if (known.size < capacity) break;
      if (!dirty.has(key)) known.delete(key);
    }
    sweepAt = Math.max(1024, known.size * 2);
  };

  const adapter: WriteBehindLimitRecords = {
    change: (key, nowMs, change) => changeOne(adapter, key, nowMs, change),
    async changeAll(keys, nowMs, change) {
      await loaded(keys);
      const current = keys.map((key) => {
        const entry = known.get(key);
        return entry?.record && entry.keepUntil > nowMs ? entry.record : null;
      });
      const { next, result } = change(current);
      let changed = false;
      keys.forEach((key, i) => {
        const kept = next[i];
        if (!kept || (kept.next === current[i] && kept.next)) return;
        changed = true;
        // Written again, a record moves to the end: the memory's order is the order of last writes.
        known.delete(key);
        known.set(
          key,
          kept.next
            ? { record: structuredClone(kept.next), keepUntil: kept.keepUntil ?? Number.MAX_SAFE_INTEGER }
            : { record: null, keepUntil: 0 },
        );
        dirty.add(key);
      });
      if (known.size >= sweepAt || known.size >= capacity) forget(nowMs);
      schedule(tenant, nowMs, () =>
        sweepExpired(store, tenant, collection, limitKeepUntilField, nowMs, sweepBatch),
      );
      if (changed) await queued();
      return result;
    },
    async drain() {
      do {
        writeBehind();
        await written;
        if (failed !== null) throw failed;
      } while (waiting || dirty.size > 0);
    },
  };
  return adapter;
}
