import type { SessionUser } from '@colmena/shared';
import type { Account } from '../../platform/accounts/Accounts';
import type { Store } from '../../platform/store/Store';
import { countUnreadThreads } from './countUnreadThreads';
import { findContact } from './findContact';
import { toSessionContact } from './toSessionContact';

/** What `GET /api/auth/me` and a successful login answer about the signed-in account. */
export async function sessionUser(store: Store, tenant: string, account: Account): Promise<SessionUser> {
  const [contact, unreadMessages] = await Promise.all([
    findContact(store, tenant, account.uid),
    countUnreadThreads(store, tenant, account.uid),
  ]);
  return {
    uid: account.uid,
    email: account.email,
    lvl: account.lvl,
    contact: contact ? toSessionContact(contact) : null,
    unreadMessages,
  };
}
