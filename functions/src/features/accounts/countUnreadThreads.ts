import { unreadByField } from '@colmena/shared/chat';
import type { Store } from '../../platform/store/Store';
import { ensureUnreadByBackfilled } from './unreadByBackfill';

/**
 * Spec §4: a thread is unread when one of its messages is not mine and its key is not in my
 * watchedArray. The chat commands keep who that holds for on the thread (`unreadBy`,
 * shared/src/chat/unreadBy.ts), so the session's first figure is one indexed count rather
 * than every thread of the user read with all its messages; the browser then keeps it live
 * from its subscription to the same threads.
 */
export async function countUnreadThreads(store: Store, tenant: string, uid: string): Promise<number> {
  await ensureUnreadByBackfilled(store, tenant);
  return store.count(tenant, {
    collection: 'messages',
    where: [[unreadByField, 'array-contains', uid]],
  });
}
