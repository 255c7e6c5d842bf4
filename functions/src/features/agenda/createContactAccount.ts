import { isValidNewPassword } from '@colmena/shared/schemas';
import { z } from 'zod';
import { normalizeEmail } from '../../platform/accounts/Accounts';
import type { PrepareContext, Prepared } from '../../platform/commands/defineCommand';
import { payloadErrorCode } from '../../platform/commands/envelope';
import { AppError } from '../../platform/http/AppError';
import { mayCreateContact } from './contactAllowed';
import { type CreateContactPayload, createContactInputSchema } from './contactPayloads';

const emailSchema = z.email();

/**
 * `contact.create`'s prepare: the browser sends the contact with the new account's password;
 * everything is checked, then the account is created, and the command records the contact with
 * the account's uid and WITHOUT the password. The account is removed again if the transaction
 * rejects the command or fails. Every refusal here comes before the account exists.
 */
export async function createContactAccount(
  sent: unknown,
  { tenant, actor, ctx, services }: PrepareContext,
): Promise<Prepared<CreateContactPayload>> {
  const parsed = createContactInputSchema.safeParse(sent);
  if (!parsed.success) throw new AppError(payloadErrorCode(parsed.error));
  const { password, confirmPassword, ...fields } = parsed.data;
  const email = normalizeEmail(fields.email ?? '');
  if (email === '') throw new AppError('contact_needs_email');
  if (!emailSchema.safeParse(email).success) throw new AppError('wrong_email');
  if (password !== confirmPassword) throw new AppError('passwords_do_not_match');
  if (!isValidNewPassword(password)) throw new AppError('weak_password');
  if (!mayCreateContact(actor, fields, ctx)) throw new AppError('forbidden');

  const { uid } = await services.accounts.create(tenant, { email, password, lvl: fields.lvl ?? 0 });
  return {
    payload: { ...fields, email, uid },
    undo: () => services.accounts.remove(tenant, uid),
  };
}
