import type { Store } from '../store/Store';
import type { LimitRecords } from './LimitRecords';
import { storeLimitRecords } from './storeLimitRecords';

const onStore = new WeakMap<Store, LimitRecords>();

/**
 * The limits kept in the Store, whatever the platform: for counters that must outlive a restart
 * of the embedded server too (sign-ups an hour, public form submissions). One per Store, so its
 * sweep runs once however many apps are built on it.
 */
export function storedLimitRecordsOf(store: Store): LimitRecords {
  let records = onStore.get(store);
  if (!records) {
    records = storeLimitRecords(store);
    onStore.set(store, records);
  }
  return records;
}

/**
 * The limits that outlive a restart: the platform's (`deps.durableLimitRecords`: the embedded
 * server's, changed in memory and written behind to its one SQLite file), else the Store's,
 * shared by every instance over it — the cloud's.
 */
export const durableLimitRecordsOf = (deps: {
  store: Store;
  durableLimitRecords?: LimitRecords;
}): LimitRecords => deps.durableLimitRecords ?? storedLimitRecordsOf(deps.store);

/**
 * The limits of these dependencies: the platform's (`deps.limitRecords`: the embedded server's
 * in-process records, exact for its one process and with no I/O on the hot path), else the
 * Store's, shared by every instance over it — the cloud's.
 */
export const limitRecordsOf = (deps: { store: Store; limitRecords?: LimitRecords }): LimitRecords =>
  deps.limitRecords ?? storedLimitRecordsOf(deps.store);
