import { type ChatContact, chatContacts, needsStaff } from '@colmena/shared/chat';
import { canSeeChatIcon, type SignedInCaller } from '@colmena/shared/policy';
import type { AppDeps } from '../../deps';
import { AppError } from '../../platform/http/AppError';
import { loadCompany } from '../company/loadCompany';
import { staffLoginIds } from '../query/staffLoginIds';

/**
 * The people `caller` may start a chat with (the chat picker's rule, shared/src/chat), names
 * only: no e-mail or phone. The chat's own list, apart from the agenda's read rule, since the
 * people list opens only from agendaViewLvl while every chatting user needs someone to write to.
 */
export async function listChatContacts(
  deps: Pick<AppDeps, 'store' | 'accounts'>,
  tenant: string,
  caller: SignedInCaller,
): Promise<ChatContact[]> {
  const company = await loadCompany(deps.store, tenant);
  if (!canSeeChatIcon(company, caller.lvl)) throw new AppError('forbidden');
  const picker = { uid: caller.uid, lvl: caller.lvl, rol: caller.rol };
  const staff = needsStaff(picker, company.hideContactsFromEmployees)
    ? await staffLoginIds(deps, tenant)
    : new Set<string>();
  const agenda = await deps.store.query(tenant, { collection: 'agenda' });
  return chatContacts(picker, agenda, {
    hideContactsFromEmployees: company.hideContactsFromEmployees,
    staff: () => staff,
  });
}
