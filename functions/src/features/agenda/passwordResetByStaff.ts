import type { AppDeps } from '../../deps';
import type { Account } from '../../platform/accounts/Accounts';
import type { Actor } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { assertNewPassword } from '../accounts/newPasswordRule';
import { sendResetCodeMail } from '../accounts/resetCodeMail';
import { agendaCollection } from './contactCommand';
import { runContactCommand } from './contactRunner';
import { isStaff, mayManageAccount } from './levelRules';
import type { PasswordResetPayload } from './passwordReset';

interface Target {
  contactId: string;
  account: Account;
}

/**
 * Whose password `actor` may start anew: staff only (the people list's level), never their own
 * (the profile changes that, with the current password), an account they manage — strictly
 * below their level, anyone for level 100 — and one that may sign in at all.
 */
async function targetOf(deps: AppDeps, tenant: string, actor: Actor, contactId: string): Promise<Target> {
  const company = await deps.store.getCompany(tenant);
  const agendaViewLvl = typeof company?.agendaViewLvl === 'number' ? company.agendaViewLvl : 10;
  // Before the contact is read: below the people list nobody learns which contacts exist.
  if (!isStaff(actor.lvl, agendaViewLvl)) throw new AppError('forbidden');
  const contact = await deps.store.get(tenant, agendaCollection, contactId);
  if (!contact) throw new AppError('not_found');
  const account =
    typeof contact.LoginID === 'string' ? await deps.accounts.get(tenant, contact.LoginID) : null;
  if (!account) throw new AppError('invalid_change');
  if (account.uid === actor.uid || contactId === actor.contactId) throw new AppError('forbidden');
  if (!mayManageAccount(actor.lvl, { lvl: account.lvl, own: false })) throw new AppError('forbidden');
  if (account.disabled) throw new AppError('invalid_change');
  return { contactId, account };
}

/** Records the reset as the staff member (logged like every change of the agenda). */
async function record(deps: AppDeps, tenant: string, actor: Actor, payload: PasswordResetPayload) {
  const outcome = await runContactCommand(
    deps,
    tenant,
    { id: `password-${deps.ids.newId()}`, type: 'contact.passwordReset', payload },
    actor,
  );
  if (outcome.status === 'rejected') throw new AppError(outcome.error);
}

/**
 * `POST /api/agenda/contacts/:contactId/password`: a temporary password chosen by staff (the
 * new-password rule of spec §5 applies). The contact's `forceReset` is set first, then the
 * password: should the second step fail, the person still signs in with their old password
 * and is asked for a new one — never a chosen password without the forced change. Every
 * session of the account ends.
 */
export async function setTemporaryPassword(
  deps: AppDeps,
  input: { tenant: string; actor: Actor; contactId: string; password: string; confirmPassword: string },
): Promise<void> {
  const { tenant, actor } = input;
  assertNewPassword(input.password, input.confirmPassword);
  const { contactId, account } = await targetOf(deps, tenant, actor, input.contactId);
  await record(deps, tenant, actor, { contactId, uid: account.uid, how: 'temporary' });
  await deps.accounts.setPassword(tenant, account.uid, input.password);
  // The routes re-check this process's live streams once answered (app.ts).
  await deps.accounts.deleteSessionsOf(tenant, account.uid);
}

/**
 * `POST /api/agenda/contacts/:contactId/reset-mail`: the reset code of the forgotten-password
 * flow, mailed to the person with a link that opens /reset-password at the code. The code is
 * made first (it is limited per address and e-mail: a refusal there records nothing), then the
 * reset is recorded, then the mail goes; the current password keeps working until the person
 * chooses a new one.
 */
export async function mailPasswordReset(
  deps: AppDeps,
  input: { tenant: string; actor: Actor; contactId: string; address: string; origin: string },
): Promise<void> {
  const { tenant, actor } = input;
  const { contactId, account } = await targetOf(deps, tenant, actor, input.contactId);
  const reset = await deps.accounts.createResetCode(tenant, account.email, input.address);
  if (!reset) throw new AppError('invalid_change');
  await record(deps, tenant, actor, { contactId, uid: account.uid, how: 'mail' });
  const link = new URL('/reset-password', input.origin);
  link.searchParams.set('email', account.email);
  link.searchParams.set('code', reset.code);
  try {
    await sendResetCodeMail(deps, tenant, account.email, reset, { link: link.href });
  } catch (error) {
    console.error(`[colmena] reset mail to ${account.email} (${tenant}) failed:`, error);
    throw new AppError('failed_request');
  }
}
