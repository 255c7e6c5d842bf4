import type { SessionUser } from '@colmena/shared';
import { minLoginPasswordLength } from '@colmena/shared/schemas';
import type { AppDeps } from '../../deps';
import type { Session } from '../../platform/accounts/Accounts';
import { AppError, RetryLater } from '../../platform/http/AppError';
import { findContact } from './findContact';
import { sessionUser } from './sessionUser';

export interface LoginInput {
  tenant: string;
  email: string;
  password: string;
  address: string;
  /** The session the browser still holds, replaced by a fresh one (no fixation). */
  previousToken: string | null;
}

/**
 * Errors in the order the login screen expects: too short, rate limited (the accounts port's
 * throttle: the password is not even checked), wrong user
 * (no account, disabled account, or a contact that is disabled or missing), then incorrect
 * password. An account without its agenda contact is refused: a deleted contact must not leave
 * a way in, and the level rules of the agenda cannot protect an account that has none.
 */
export async function login(
  deps: AppDeps,
  input: LoginInput,
): Promise<{ session: Session; user: SessionUser }> {
  const { accounts, store } = deps;
  if (input.password.length < minLoginPasswordLength) throw new AppError('password_too_short');
  const check = await accounts.checkPassword(input.tenant, input.email, input.password, input.address);
  if (check.status === 'rate_limited') throw new RetryLater('too_many_requests', check.retryAfterMs);
  if (check.status === 'no_account' || check.account.disabled) throw new AppError('wrong_user');
  const contact = await findContact(store, input.tenant, check.account.uid);
  if (!contact || contact.disabled === true) throw new AppError('wrong_user');
  if (check.status === 'bad_password') throw new AppError('incorrect_password');

  if (input.previousToken) await accounts.deleteSession(input.tenant, input.previousToken);
  const session = await accounts.createSession(input.tenant, check.account.uid);
  return { session, user: await sessionUser(store, input.tenant, check.account) };
}
