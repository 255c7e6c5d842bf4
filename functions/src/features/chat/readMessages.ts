import { chatReadPayloadSchema, unreadByAfterRead, watchedKeys } from '@colmena/shared/chat';
import { defineCommand } from '../../platform/commands/defineCommand';
import { messagesCollection, messagesOf, ownThread, watchedByOf } from './chatThread';

/**
 * `chat.read {thread, keys}`: the caller has seen these messages. Each reader has their own
 * watchedArray (`watchedBy[uid]`, shared/src/chat/unread.ts), so one reader never clears
 * another's badge. Only keys of messages in the thread that others sent and the reader has not
 * seen yet are added; when none is left nothing is written (a page marks what it shows, often
 * twice). The reader leaves `unreadBy` once nothing is left unread for them. Not in the logs:
 * reading changes nobody's data.
 */
export const readMessages = defineCommand({
  type: 'chat.read',
  schema: chatReadPayloadSchema,
  ownsCollections: [messagesCollection],
  allowed: () => true,
  async apply(tx, input, stamp) {
    const { uid } = stamp.actor;
    const thread = await ownThread(tx, stamp.actor, input.thread);
    const watched = watchedKeys(thread, uid);
    const asked = new Set(input.keys);
    const added = messagesOf(thread)
      .filter((m) => m.from !== uid && asked.has(m.key) && !watched.has(m.key))
      .map((m) => m.key);
    if (added.length === 0) return { thread: input.thread, marked: 0 };
    const watchedBy = watchedByOf(thread);
    watchedBy[uid] = [...(watchedBy[uid] ?? []), ...added];
    const unreadBy = unreadByAfterRead({ ...thread, watchedBy }, uid);
    tx.merge(messagesCollection, input.thread, { watchedBy, unreadBy });
    return { thread: input.thread, marked: added.length };
  },
  log: () => [],
});
