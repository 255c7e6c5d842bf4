import { type ChatPicker, mayChatWith, needsStaff } from '@colmena/shared/chat';
import { canSeeChatIcon } from '@colmena/shared/policy';
import type { PrepareContext } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { loadCompany } from '../company/loadCompany';
import { staffLoginIds } from '../query/staffLoginIds';

/** The hidden-contacts part was checked before the transaction: the rest is judged inside it. */
export const noHiding = { hideContactsFromEmployees: false, staff: () => new Set<string>() };

/**
 * The part of the chat picker's rule (shared/src/chat/chatContacts.ts) that needs the staff
 * accounts, which live outside the store: with hideContactsFromEmployees on, a basic employee
 * or a client picks only staff. Run in `prepare` by every command that picks people (chat.start,
 * chat.addMembers); the chat icon rule too, so a refused caller learns nothing of the agenda.
 */
export async function refuseHiddenContacts(
  contacts: readonly string[],
  { tenant, actor, services }: Pick<PrepareContext, 'tenant' | 'actor' | 'services'>,
): Promise<void> {
  const company = await loadCompany(services.store, tenant);
  if (!canSeeChatIcon(company, actor.lvl)) throw new AppError('forbidden');
  const picker: ChatPicker = { uid: actor.uid, lvl: actor.lvl, rol: actor.rol };
  if (!needsStaff(picker, company.hideContactsFromEmployees)) return;
  const staff = await staffLoginIds(services, tenant);
  for (const id of contacts) {
    const contact = await services.store.get(tenant, 'agenda', id);
    if (contact && !mayChatWith(picker, contact, { hideContactsFromEmployees: true, staff: () => staff }))
      throw new AppError('forbidden');
  }
}
