import type { SessionUser } from '@colmena/shared';
import type { AppDeps } from '../../deps';
import type { Account } from '../../platform/accounts/Accounts';
import { AppError, RetryLater } from '../../platform/http/AppError';
import { isWellFormedEmail } from './requests';
import { sessionUser } from './sessionUser';
import { syncContact } from './syncContact';

/**
 * The signed-in user's new sign-in e-mail: the current password again first (counted by the
 * sign-in throttle, so a stolen session cannot guess it), then the account and the contact.
 */
export async function changeEmail(
  deps: AppDeps,
  input: { tenant: string; account: Account; email: string; password: string; address: string },
): Promise<SessionUser> {
  const { tenant, account } = input;
  if (!isWellFormedEmail(input.email)) throw new AppError('wrong_email');
  const check = await deps.accounts.checkPassword(tenant, account.email, input.password, input.address);
  if (check.status === 'rate_limited') throw new RetryLater('too_many_requests', check.retryAfterMs);
  if (check.status !== 'ok' || check.account.uid !== account.uid) throw new AppError('incorrect_password');
  const changed = await deps.accounts.setEmail(tenant, account.uid, input.email);
  await syncContact(deps, tenant, changed, { email: changed.email });
  return sessionUser(deps.store, tenant, changed);
}
