import {
  type ChatAddition,
  chatAddMembersPayloadSchema,
  contactDisplayName,
  maxChatParticipants,
  mayChatWith,
  storedUnreadBy,
} from '@colmena/shared/chat';
import { defineCommand } from '../../platform/commands/defineCommand';
import { payloadErrorCode } from '../../platform/commands/envelope';
import { AppError } from '../../platform/http/AppError';
import type { DocData } from '../../platform/store/Store';
import { messagesCollection, messagesOf, ownThread, participantsOf, watchedByOf } from './chatThread';
import { noHiding, refuseHiddenContacts } from './pickingRule';

const additionsOf = (thread: DocData): ChatAddition[] =>
  Array.isArray(thread.additions) ? (thread.additions as ChatAddition[]) : [];

const namesOf = (thread: DocData): Record<string, string> =>
  thread.names && typeof thread.names === 'object' && !Array.isArray(thread.names)
    ? { ...(thread.names as Record<string, string>) }
    : {};

/**
 * `chat.addMembers {thread, contacts}`: a participant brings agenda contacts into a thread they
 * take part in (someone else's thread answers as missing, as for every chat command). Whom they
 * may bring is chat.start's rule — accounts only, clients never pick clients, with
 * hideContactsFromEmployees basic employees and clients pick only staff — judged on the caller.
 * Someone already in the thread is an invalid change: nothing is written twice. The newcomers
 * join `participants` and `names`, read the history but find it read (it is context, not news
 * for their badge), and `additions` keeps who added whom and when for the thread to show.
 */
export const addMembers = defineCommand({
  type: 'chat.addMembers',
  schema: chatAddMembersPayloadSchema,
  ownsCollections: [messagesCollection],
  allowed: () => true,
  async prepare(sent, context) {
    const parsed = chatAddMembersPayloadSchema.safeParse(sent);
    if (!parsed.success) throw new AppError(payloadErrorCode(parsed.error));
    await refuseHiddenContacts(parsed.data.contacts, context);
    return { payload: parsed.data };
  },
  async apply(tx, input, stamp) {
    const { actor } = stamp;
    const thread = await ownThread(tx, actor, input.thread);
    const picker = { uid: actor.uid, lvl: actor.lvl, rol: actor.rol };
    const participants = participantsOf(thread);
    const names = namesOf(thread);
    const added: string[] = [];
    const contacts = await Promise.all(input.contacts.map((id) => tx.get('agenda', id)));
    for (const contact of contacts) {
      if (!contact) throw new AppError('not_found');
      const uid = contact.LoginID;
      if (typeof uid === 'string' && participants.includes(uid)) throw new AppError('invalid_change');
      if (!mayChatWith(picker, contact, noHiding)) throw new AppError('forbidden');
      participants.push(uid as string);
      added.push(uid as string);
      names[uid as string] = contactDisplayName(contact);
    }
    if (participants.length > maxChatParticipants) throw new AppError('invalid_change');

    const history = messagesOf(thread).map((m) => m.key);
    const watchedBy = watchedByOf(thread);
    for (const uid of added) watchedBy[uid] = [...new Set([...(watchedBy[uid] ?? []), ...history])];
    const addition: ChatAddition = { by: actor.uid, uids: added, at: stamp.at };
    // Newcomers find everything read: who has something unread is who had before.
    const unreadBy = storedUnreadBy({ ...thread, participants, watchedBy });
    tx.merge(messagesCollection, input.thread, {
      participants,
      names,
      watchedBy,
      unreadBy,
      additions: [...additionsOf(thread), addition],
      LastUpdate: stamp.at,
    });
    return { thread: input.thread, added };
  },
  log: (input, result) => ({
    action: 'modification',
    collection: messagesCollection,
    document: input.thread,
    modification: { added: result.added },
  }),
});
