import { chatStartPayloadSchema, contactDisplayName, mayChatWith } from '@colmena/shared/chat';
import { defineCommand } from '../../platform/commands/defineCommand';
import { payloadErrorCode } from '../../platform/commands/envelope';
import { AppError } from '../../platform/http/AppError';
import { messagesCollection, participantsOf, requireChat } from './chatThread';
import { noHiding, refuseHiddenContacts } from './pickingRule';

const sameMembers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/**
 * `chat.start {contacts}`: a thread between the caller and these agenda contacts. Who may be
 * picked is the chat picker's rule (shared/src/chat/chatContacts.ts): checked whole before the
 * transaction (`prepare`: the staff accounts live outside the store, for hideContactsFromEmployees)
 * and again inside it on the contacts as committed (accounts, disabled, clients apart). The
 * thread stores the contacts' uids as `participants` (spec §7) and their names as they are now
 * (a client may not read the agenda to name them). Starting a thread with exactly the people
 * of one the caller already has opens that one instead: nothing is written.
 */
export const startChat = defineCommand({
  type: 'chat.start',
  schema: chatStartPayloadSchema,
  ownsCollections: [messagesCollection],
  allowed: () => true,
  async prepare(sent, context) {
    const parsed = chatStartPayloadSchema.safeParse(sent);
    if (!parsed.success) throw new AppError(payloadErrorCode(parsed.error));
    await refuseHiddenContacts(parsed.data.contacts, context);
    return { payload: parsed.data };
  },
  async apply(tx, input, stamp) {
    const { actor } = stamp;
    await requireChat(tx, actor);
    const picker = { uid: actor.uid, lvl: actor.lvl, rol: actor.rol };
    // The hidden-contacts part was prepare's (it needs the accounts); the rest is judged here.
    const names: Record<string, string> = {};
    const participants = [actor.uid];
    const contacts = await Promise.all(input.contacts.map((id) => tx.get('agenda', id)));
    for (const contact of contacts) {
      if (!contact) throw new AppError('not_found');
      if (!mayChatWith(picker, contact, noHiding)) throw new AppError('forbidden');
      const uid = contact.LoginID as string;
      if (participants.includes(uid)) throw new AppError('invalid_change');
      participants.push(uid);
      names[uid] = contactDisplayName(contact);
    }
    const own = actor.contactId ? await tx.get('agenda', actor.contactId) : null;
    names[actor.uid] = own ? contactDisplayName(own) : '';

    const mine = await tx.query({
      collection: messagesCollection,
      where: [['participants', 'array-contains', actor.uid]],
    });
    const same = mine.find((thread) => sameMembers(participantsOf(thread), participants));
    if (same) return { thread: same.FireId, existing: true, participants: participants.length };

    const id = stamp.newId();
    tx.set(messagesCollection, id, {
      participants,
      names,
      msjArray: [],
      watchedArray: [],
      watchedBy: {},
      unreadBy: [],
      createdBy: actor.uid,
      CreatedAt: stamp.at,
      LastUpdate: stamp.at,
    });
    return { thread: id, existing: false, participants: participants.length };
  },
  log: (_input, result) =>
    result.existing
      ? []
      : {
          action: 'create',
          collection: messagesCollection,
          document: result.thread,
          modification: { participants: result.participants },
        },
});
