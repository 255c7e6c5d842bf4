import type { SessionUser } from '@colmena/shared';
import type { AppDeps } from '../../deps';
import type { Account, Session } from '../../platform/accounts/Accounts';
import { sessionUser } from './sessionUser';
import { syncContact } from './syncContact';

/**
 * The end of every password change (forced reset, profile, reset by code, compat call): the
 * new password, `forceReset` off on the contact, every old session ended and a fresh one
 * started — whoever held a session with the old password is out.
 */
export async function setNewPassword(
  deps: AppDeps,
  tenant: string,
  account: Account,
  password: string,
): Promise<{ session: Session; user: SessionUser }> {
  await deps.accounts.setPassword(tenant, account.uid, password);
  await syncContact(deps, tenant, account, { forceReset: false });
  await deps.accounts.deleteSessionsOf(tenant, account.uid);
  const session = await deps.accounts.createSession(tenant, account.uid);
  return { session, user: await sessionUser(deps.store, tenant, account) };
}
