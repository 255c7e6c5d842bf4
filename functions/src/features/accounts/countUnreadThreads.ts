import { countUnreadThreads as countUnread } from '@colmena/shared/chat';
import type { Store } from '../../platform/store/Store';

/**
 * Spec §4: a thread is unread when one of its messages is not mine and its key is not in my
 * watchedArray (shared/src/chat/unread.ts). The session's first figure; the browser then
 * keeps it live from its subscription to the same threads.
 */
export async function countUnreadThreads(store: Store, tenant: string, uid: string): Promise<number> {
  const threads = await store.query(tenant, {
    collection: 'messages',
    where: [['participants', 'array-contains', uid]],
  });
  return countUnread(threads, uid);
}
