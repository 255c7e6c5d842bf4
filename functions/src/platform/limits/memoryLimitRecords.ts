import type { LimitRecord, LimitRecords } from './LimitRecords';

/** Records one process keeps at most: a flood cannot grow the memory without end. */
export const maxMemoryLimitRecords = 200_000;

/**
 * The limits of one process, in its memory: exact where one process serves every request (the
 * embedded server owns its SQLite file), and with no I/O on the hot path. Expired records are
 * dropped as the map grows; past `capacity` the oldest written go first.
 */
export function memoryLimitRecords(capacity = maxMemoryLimitRecords): LimitRecords {
  const records = new Map<string, { record: LimitRecord; keepUntil: number }>();
  let sweepAt = 1024;

  const sweep = (nowMs: number) => {
    for (const [key, entry] of records) if (entry.keepUntil <= nowMs) records.delete(key);
    for (const key of records.keys()) {
      if (records.size < capacity) break;
      records.delete(key);
    }
    sweepAt = Math.max(1024, records.size * 2);
  };

  return {
    async change(key, nowMs, change) {
      const entry = records.get(key);
      const current = entry && entry.keepUntil > nowMs ? entry.record : null;
      const { next, keepUntil, result } = change(current);
      if (next === current && entry) return result;
      // Written again, a record moves to the end: insertion order is the order of last writes.
      records.delete(key);
      if (next) {
        records.set(key, { record: structuredClone(next), keepUntil: keepUntil ?? Number.MAX_SAFE_INTEGER });
        if (records.size >= sweepAt || records.size >= capacity) sweep(nowMs);
      }
      return result;
    },
  };
}
