import type { AppDeps } from '../../deps';
import type { Account } from '../../platform/accounts/Accounts';
import { AppError } from '../../platform/http/AppError';
import { type AccountChangedPayload, accountsServerActor } from '../agenda/accountChanged';
import { runContactCommand } from '../agenda/contactRunner';
import { findContact } from './findContact';

/**
 * Mirrors the user's own account change on their agenda contact through the command runner,
 * as the server (so it is logged like every write); nothing to do without a contact or change.
 */
export async function syncContact(
  deps: AppDeps,
  tenant: string,
  account: Account,
  changes: Omit<AccountChangedPayload, 'contactId' | 'uid'>,
): Promise<void> {
  const contact = await findContact(deps.store, tenant, account.uid);
  if (!contact) return;
  const needed = Object.entries(changes).some(([key, value]) => contact[key] !== value);
  if (!needed) return;
  const payload = { contactId: contact.FireId, uid: account.uid, ...changes };
  const id = `account-${deps.ids.newId()}`;
  const outcome = await runContactCommand(
    deps,
    tenant,
    { id, type: 'contact.accountChanged', payload },
    accountsServerActor,
  );
  if (outcome.status === 'rejected') throw new AppError(outcome.error);
}
