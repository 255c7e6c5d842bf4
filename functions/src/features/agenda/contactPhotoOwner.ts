import type { Actor, CommandContext } from '../../platform/commands/defineCommand';
import { isValidDocId } from '../../platform/commands/envelope';
import type { DocData } from '../../platform/store/Store';
import { agendaCollection } from './contactCommand';
import { isStaff } from './levelRules';

type Read = (collection: string, id: string) => Promise<DocData | null>;

/** An upload owned by an agenda contact: its photo (`?collection=agenda&docId=<contact FireId>`). */
export const isContactOwner = (owner: { collection: string }): boolean =>
  owner.collection === agendaCollection;

/**
 * May `actor` attach a photo to this contact? The same people `contact.update` lets change its
 * ImgUrl: the person themselves (their own contact, LoginID = uid) and staff (level ≥
 * agendaViewLvl). Setting the photo on the contact is that command, which also holds staff to
 * the account rule (only accounts below their level); an upload alone changes no one. The
 * contact must exist. Who may then fetch it is who may read the contact (the agenda's read rule).
 */
export async function mayAttachToContact(
  actor: Actor,
  ctx: CommandContext,
  contactId: string,
  read: Read,
): Promise<boolean> {
  if (!isValidDocId(contactId)) return false;
  const contact = await read(agendaCollection, contactId);
  if (!contact) return false;
  return contact.LoginID === actor.uid || isStaff(actor.lvl, ctx.agendaViewLvl);
}
