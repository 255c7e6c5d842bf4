import { chatLeavePayloadSchema, unreadByAfterLeave } from '@colmena/shared/chat';
import { defineCommand } from '../../platform/commands/defineCommand';
import { messagesCollection, ownThread, participantsOf } from './chatThread';

/**
 * `chat.leave {thread}`: the caller stops taking part. Their messages stay (with their name in
 * `names`); the thread leaves their list and their live stream, and they can no longer read it.
 */
export const leaveChat = defineCommand({
  type: 'chat.leave',
  schema: chatLeavePayloadSchema,
  ownsCollections: [messagesCollection],
  allowed: () => true,
  async apply(tx, input, stamp) {
    const { uid } = stamp.actor;
    const thread = await ownThread(tx, stamp.actor, input.thread);
    // Their watched keys stay: a merge keeps nested keys in Firestore, and should they be added
    // again, what they had seen is still seen.
    const participants = participantsOf(thread).filter((p) => p !== uid);
    const unreadBy = unreadByAfterLeave(thread, uid);
    tx.merge(messagesCollection, input.thread, { participants, unreadBy });
    return { thread: input.thread, left: uid };
  },
  log: (input, result) => ({
    action: 'modification',
    collection: messagesCollection,
    document: input.thread,
    modification: { left: result.left },
  }),
});
