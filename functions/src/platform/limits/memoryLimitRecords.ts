import { changeOne, type LimitRecord, type LimitRecords } from './LimitRecords';

/** Records one process keeps at most: a flood cannot grow the memory without end. */
export const maxMemoryLimitRecords = 200_000;

/**
 * The limits of one process, in its memory: exact where one process serves every request, and
 * with no I/O on the hot path. Expired records are dropped as the map grows; past `capacity`
 * the oldest written go first.
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

  const adapter: LimitRecords = {
    change: (key, nowMs, change) => changeOne(adapter, key, nowMs, change),
    async changeAll(keys, nowMs, change) {
      const current = keys.map((key) => {
        const entry = records.get(key);
        return entry && entry.keepUntil > nowMs ? entry.record : null;
      });
      const { next, result } = change(current);
      keys.forEach((key, i) => {
        const kept = next[i];
        if (!kept || (kept.next === current[i] && kept.next)) return;
        // Written again, a record moves to the end: insertion order is the order of last writes.
        records.delete(key);
        if (kept.next)
          records.set(key, {
            record: structuredClone(kept.next),
            keepUntil: kept.keepUntil ?? Number.MAX_SAFE_INTEGER,
          });
      });
      if (records.size >= sweepAt || records.size >= capacity) sweep(nowMs);
      return result;
    },
  };
  return adapter;
}
