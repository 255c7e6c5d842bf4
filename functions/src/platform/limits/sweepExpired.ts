import type { Store } from '../store/Store';

/**
 * Deletes up to `batch` documents of `collection` whose `field` (epoch ms) is at or before
 * `nowMs`; each is read again inside the transaction, so one renewed since the query is kept.
 * Answers how many went. The limits port's records and the accounts' counters share it.
 */
export async function sweepExpired(
  store: Store,
  tenant: string,
  collection: string,
  field: string,
  nowMs: number,
  batch: number,
): Promise<number> {
  const expired = await store.query(tenant, { collection, where: [[field, '<=', nowMs]], limit: batch });
  if (expired.length === 0) return 0;
  return store.transaction(tenant, async (tx) => {
    const still = await Promise.all(expired.map((doc) => tx.get(collection, doc.FireId)));
    let removed = 0;
    for (const doc of still) {
      const keepUntil = doc?.[field];
      if (doc && typeof keepUntil === 'number' && keepUntil <= nowMs) {
        tx.delete(collection, doc.FireId);
        removed++;
      }
    }
    return removed;
  });
}

/**
 * Runs a sweep at most once every `everyMs` per key (per instance: each Cloud Functions instance
 * sweeps on its own), never two at once, in the background: the change that triggers it does
 * not wait, and a failed sweep is only logged (the next one retries).
 */
export function sweepSchedule(everyMs: number, what: string) {
  const nextAt = new Map<string, number>();
  const running = new Set<string>();
  return (key: string, nowMs: number, sweep: () => Promise<unknown>): void => {
    if (nowMs < (nextAt.get(key) ?? 0) || running.has(key)) return;
    nextAt.set(key, nowMs + everyMs);
    running.add(key);
    sweep()
      .catch((error: unknown) => console.error(`[colmena] sweeping expired ${what} failed:`, error))
      .finally(() => running.delete(key));
  };
}
