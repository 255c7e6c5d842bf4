import { chatSendPayloadSchema, unreadByAfterSend } from '@colmena/shared/chat';
import { defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { messagesCollection, messagesOf, ownThread } from './chatThread';
import { exceedsThreadBytes } from './threadSize';

/**
 * `chat.send {thread, body}`: appends `{key, from, body, at}` to the thread's msjArray — `from`
 * is the caller, `key` a new id, `at` the command's time — and moves LastUpdate, which orders
 * the thread list, and `unreadBy` (shared/src/chat/unreadBy.ts: every other participant now has
 * it unread). Only a participant sends; the log names the message, never its text.
 */
export const sendMessage = defineCommand({
  type: 'chat.send',
  schema: chatSendPayloadSchema,
  ownsCollections: [messagesCollection],
  allowed: () => true,
  async apply(tx, input, stamp) {
    const thread = await ownThread(tx, stamp.actor, input.thread);
    const message = { key: stamp.newId(), from: stamp.actor.uid, body: input.body, at: stamp.at };
    const msjArray = [...messagesOf(thread), message];
    if (exceedsThreadBytes(msjArray)) throw new AppError('error_saving_change');
    // The thread was read in this transaction: writing it whole spares the store a merge, which
    // parses the stored thread once more (a thread's cost grows with its messages).
    const { FireId: _id, collection: _collection, ...body } = thread;
    const unreadBy = unreadByAfterSend(thread, stamp.actor.uid);
    tx.set(messagesCollection, input.thread, { ...body, msjArray, unreadBy, LastUpdate: stamp.at });
    return { thread: input.thread, key: message.key, at: stamp.at };
  },
  log: (input, result) => ({
    action: 'modification',
    collection: messagesCollection,
    document: input.thread,
    modification: { message: result.key },
  }),
});
