import { messageThreadSchema } from '@colmena/shared/schemas';
import type { Store } from '../../platform/store/Store';

/** Spec §4: a thread is unread when one of its messages is not mine and its key is not in watchedArray. */
export async function countUnreadThreads(store: Store, tenant: string, uid: string): Promise<number> {
  const threads = await store.query(tenant, {
    collection: 'messages',
    where: [['participants', 'array-contains', uid]],
  });
  let unread = 0;
  for (const doc of threads) {
    const thread = messageThreadSchema.safeParse(doc);
    if (!thread.success) continue;
    const watched = new Set(thread.data.watchedArray);
    if (thread.data.msjArray.some((m) => m.from !== uid && !watched.has(m.key))) unread += 1;
  }
  return unread;
}
