import type { Store } from '../store/Store';
import type { LimitRecords } from './LimitRecords';
import { storeLimitRecords } from './storeLimitRecords';

const onStore = new WeakMap<Store, LimitRecords>();

/**
 * The limits of these dependencies: the platform's (`deps.limitRecords`), else records on their
 * Store — shared by every instance over it, which is right on any deployment. One per Store,
 * so its sweep runs once however many apps are built on it.
 */
export function limitRecordsOf(deps: { store: Store; limitRecords?: LimitRecords }): LimitRecords {
  if (deps.limitRecords) return deps.limitRecords;
  let records = onStore.get(deps.store);
  if (!records) {
    records = storeLimitRecords(deps.store);
    onStore.set(deps.store, records);
  }
  return records;
}
