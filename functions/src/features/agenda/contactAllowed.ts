import type { Actor, CommandContext } from '../../platform/commands/defineCommand';
import type { CreateContactPayload, DeleteContactPayload, UpdateContactPayload } from './contactPayloads';
import { isStaff, mayAssignLevel, onlySelfEditable } from './levelRules';

/**
 * Who may send each contact command (its `allowed`), also asked by its `prepare` before any
 * account is touched. The account rule on the target's level is the prepare's: only it reads
 * the account.
 */

/** Staff only; `lvl` only by level 100 and not above the actor's. */
export const mayCreateContact = (
  actor: Actor,
  input: Pick<CreateContactPayload, 'lvl'>,
  ctx: CommandContext,
) => isStaff(actor.lvl, ctx.agendaViewLvl) && mayAssignLevel(actor.lvl, input.lvl);

/** Staff change any contact; anyone else only their own Name, Surname, phone, language and image. */
export const mayUpdateContact = (actor: Actor, input: UpdateContactPayload, ctx: CommandContext) => {
  if (!mayAssignLevel(actor.lvl, input.lvl)) return false;
  if (isStaff(actor.lvl, ctx.agendaViewLvl)) return true;
  return input.contactId === actor.contactId && onlySelfEditable(input);
};

/**
 * Staff only, and never one's own contact (an admin deleting themselves could leave a company
 * with no admin).
 */
export const mayDeleteContact = (actor: Actor, input: DeleteContactPayload, ctx: CommandContext) =>
  isStaff(actor.lvl, ctx.agendaViewLvl) && input.contactId !== actor.contactId;
