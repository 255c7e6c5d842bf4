import { unreadByField, unreadByOf } from '@colmena/shared/chat';
import { countersCollection } from '../../platform/commands/commandRecord';
import type { Store } from '../../platform/store/Store';

/** The tenant's mark that every chat thread carries `unreadBy` (set once, by the backfill below). */
export const unreadByMarkId = 'chatUnreadBy';

/** Firestore takes at most 500 writes in a transaction: the threads are mended in rounds of this many. */
const threadsPerRound = 400;

/** The tenants of each store known to be mended, so the mark is read once per tenant per process. */
const mended = new WeakMap<Store, Set<string>>();

/**
 * Threads written before `unreadBy` existed (a data folder or project older than the field) hold
 * none, and the badge's indexed count would miss them. Once per tenant, before its first count:
 * if the tenant's mark is missing, every thread without the field gets it computed from the
 * thread itself (in the transaction, so a chat command that lands meanwhile is not overwritten),
 * then the mark is set. Afterwards it costs one read per tenant per process.
 */
export async function ensureUnreadByBackfilled(store: Store, tenant: string): Promise<void> {
  const tenants = mended.get(store) ?? new Set<string>();
  mended.set(store, tenants);
  if (tenants.has(tenant)) return;
  let finished = (await store.get(tenant, countersCollection, unreadByMarkId)) !== null;
  while (!finished) {
    finished = await store.transaction(tenant, async (tx) => {
      if (await tx.get(countersCollection, unreadByMarkId)) return true;
      const lacking = (await tx.query({ collection: 'messages' })).filter(
        (thread) => !Array.isArray(thread[unreadByField]),
      );
      for (const { FireId, collection: _collection, ...data } of lacking.slice(0, threadsPerRound))
        tx.merge('messages', FireId, { [unreadByField]: unreadByOf(data) });
      if (lacking.length > threadsPerRound) return false;
      tx.set(countersCollection, unreadByMarkId, { at: new Date().toISOString() });
      return true;
    });
  }
  tenants.add(tenant);
}
