import type { SessionUser } from '@colmena/shared';
import type { AppDeps } from '../../deps';
import { normalizeEmail, type Session } from '../../platform/accounts/Accounts';
import { AppError } from '../../platform/http/AppError';
import { findContact } from './findContact';
import { assertNewPassword } from './newPasswordRule';
import { isWellFormedEmail } from './requests';
import { sendResetCodeMail } from './resetCodeMail';
import { setNewPassword } from './setNewPassword';

/**
 * Step 1 of the reset flow: the same answer whether or not the account exists; the code is
 * mailed after the answer. Limited per address and per e-mail by the accounts port.
 */
export async function requestResetCode(
  deps: AppDeps,
  input: { tenant: string; email: string; address: string },
): Promise<void> {
  if (!isWellFormedEmail(input.email)) throw new AppError('wrong_email');
  const email = normalizeEmail(input.email);
  const reset = await deps.accounts.createResetCode(input.tenant, email, input.address);
  if (!reset) return;
  void sendResetCodeMail(deps, input.tenant, email, reset).catch((error: unknown) => {
    console.error(`[colmena] reset mail to ${email} (${input.tenant}) failed:`, error);
  });
}

/** Step 2: is the code right (costs an attempt when not)? */
export async function verifyResetCode(deps: AppDeps, tenant: string, email: string, code: string) {
  if (!isWellFormedEmail(email)) throw new AppError('wrong_email');
  if (!(await deps.accounts.checkResetCode(tenant, email, code))) throw new AppError('invalid_code');
}

/** Step 3: the new password (checked before the code is spent), then signed in. */
export async function confirmReset(
  deps: AppDeps,
  input: { tenant: string; email: string; code: string; password: string; confirmPassword: string },
): Promise<{ session: Session; user: SessionUser }> {
  if (!isWellFormedEmail(input.email)) throw new AppError('wrong_email');
  assertNewPassword(input.password, input.confirmPassword);
  const uid = await deps.accounts.consumeResetCode(input.tenant, input.email, input.code);
  const account = uid ? await deps.accounts.get(input.tenant, uid) : null;
  if (!account) throw new AppError('invalid_code');
  const contact = await findContact(deps.store, input.tenant, account.uid);
  // The same rule as sign-in: no contact or a disabled one, no session.
  if (!contact || contact.disabled === true) throw new AppError('wrong_user');
  return setNewPassword(deps, input.tenant, account, input.password);
}
