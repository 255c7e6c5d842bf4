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
    if (exceedsThreadBytes([...messagesOf(thread), message])) throw new AppError('error_saving_change');
    // An append, not the thread written whole: the store adds the message to what it holds
    // (neither copied nor serialised whole in JS; SQLite stores it as one row of its own:
    // store/sqlite/spilledArrays.ts). The size bound measures the new message alone (threadSize.ts).
    const unreadBy = unreadByAfterSend(thread, stamp.actor.uid);
    tx.append(messagesCollection, input.thread, 'msjArray', message, { unreadBy, LastUpdate: stamp.at });
    return { thread: input.thread, key: message.key, at: stamp.at };
  },
  log: (input, result) => ({
    action: 'modification',
    collection: messagesCollection,
    document: input.thread,
    modification: { message: result.key },
  }),
});
