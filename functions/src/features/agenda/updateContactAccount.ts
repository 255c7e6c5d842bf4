import { z } from 'zod';
import type { Account, Accounts } from '../../platform/accounts/Accounts';
import { normalizeEmail } from '../../platform/accounts/Accounts';
import type { PrepareContext, Prepared } from '../../platform/commands/defineCommand';
import { payloadErrorCode } from '../../platform/commands/envelope';
import { AppError } from '../../platform/http/AppError';
import { mayUpdateContact } from './contactAllowed';
import { agendaCollection } from './contactCommand';
import { type UpdateContactPayload, updateContactPayloadSchema } from './contactPayloads';
import { mayManageAccount } from './levelRules';
import { undoSteps } from './undoSteps';

const emailSchema = z.email();

/** Makes the account changes a contact update asks for; returns how to undo those made. */
async function changeAccount(
  accounts: Accounts,
  tenant: string,
  account: Account,
  input: UpdateContactPayload,
) {
  const { uid } = account;
  return undoSteps(async (done) => {
    if (input.email !== undefined && input.email !== account.email) {
      await accounts.setEmail(tenant, uid, input.email);
      done(() => accounts.setEmail(tenant, uid, account.email));
    }
    if (input.lvl !== undefined && input.lvl !== account.lvl) {
      await accounts.setLevel(tenant, uid, input.lvl);
      done(() => accounts.setLevel(tenant, uid, account.lvl));
    }
    if (input.disabled !== undefined && input.disabled !== account.disabled) {
      await accounts.setDisabled(tenant, uid, input.disabled);
      done(() => accounts.setDisabled(tenant, uid, account.disabled));
      if (input.disabled) await accounts.deleteSessionsOf(tenant, uid);
    }
  });
}

/**
 * `contact.update`'s prepare: the account half (e-mail, level, disabled), checked against the
 * target's level, before the store half; a rejected or failed transaction undoes it. A payload
 * the command itself refuses (no such contact, not allowed) goes on untouched to the runner,
 * which records the refusal.
 */
export async function updateContactAccount(
  sent: unknown,
  { tenant, actor, ctx, services }: PrepareContext,
): Promise<Prepared<UpdateContactPayload>> {
  const parsed = updateContactPayloadSchema.safeParse(sent);
  if (!parsed.success) throw new AppError(payloadErrorCode(parsed.error));
  const input = parsed.data;
  if (input.email !== undefined) {
    input.email = normalizeEmail(input.email);
    if (input.email === '') throw new AppError('contact_needs_email');
    if (!emailSchema.safeParse(input.email).success) throw new AppError('wrong_email');
  }
  const contact = await services.store.get(tenant, agendaCollection, input.contactId);
  if (!contact || !mayUpdateContact(actor, input, ctx)) return { payload: input };

  const loginId = typeof contact.LoginID === 'string' ? contact.LoginID : null;
  const account = loginId ? await services.accounts.get(tenant, loginId) : null;
  if (!account && input.lvl !== undefined) throw new AppError('invalid_change');
  // Non-staff got here only for their own contact (mayUpdateContact); staff are held to the
  // account rule for every other account.
  if (account && !mayManageAccount(actor.lvl, { lvl: account.lvl, own: account.uid === actor.uid }))
    throw new AppError('forbidden');
  if (!account) return { payload: input };
  return { payload: input, undo: await changeAccount(services.accounts, tenant, account, input) };
}
