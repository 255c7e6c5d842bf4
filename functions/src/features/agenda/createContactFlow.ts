import { isValidNewPassword } from '@colmena/shared/schemas';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { normalizeEmail } from '../../platform/accounts/Accounts';
import type { CommandOutcome } from '../../platform/commands/commandRecord';
import type { Actor } from '../../platform/commands/defineCommand';
import { payloadErrorCode } from '../../platform/commands/envelope';
import { type CreateContactPayload, createContactInputSchema } from './contactPayloads';
import {
  type ContactEnvelope,
  companyContext,
  orRejected,
  rejected,
  runContactCommand,
} from './contactRunner';
import { createContact } from './createContact';

const emailSchema = z.email();

/**
 * `contact.create` as one command though the account lives outside the store: check
 * everything, create the account, then run the store half (which records the command
 * WITHOUT the password); if that is rejected or fails, the account is removed again.
 * Rejections before the account step change nothing and are answered, not recorded, since
 * their payload holds a password.
 */
export async function createContactFlow(
  deps: AppDeps,
  tenant: string,
  envelope: ContactEnvelope,
  actor: Actor,
): Promise<CommandOutcome> {
  const { id } = envelope;
  const parsed = createContactInputSchema.safeParse(envelope.payload);
  if (!parsed.success) return rejected(id, payloadErrorCode(parsed.error));
  const { password, confirmPassword, ...fields } = parsed.data;
  const email = normalizeEmail(fields.email ?? '');
  if (email === '') return rejected(id, 'contact_needs_email');
  if (!emailSchema.safeParse(email).success) return rejected(id, 'wrong_email');
  if (password !== confirmPassword) return rejected(id, 'passwords_do_not_match');
  if (!isValidNewPassword(password)) return rejected(id, 'weak_password');

  const ctx = await companyContext(deps, tenant, actor);
  const payload: CreateContactPayload = { ...fields, email, uid: '' };
  if (!createContact.allowed(actor, payload, ctx)) return rejected(id, 'forbidden');

  let uid = '';
  const failed = await orRejected(id, async () => {
    uid = (await deps.accounts.create(tenant, { email, password, lvl: fields.lvl ?? 0 })).uid;
  });
  if (failed) return failed;
  try {
    const outcome = await runContactCommand(
      deps,
      tenant,
      { id, type: 'contact.create', payload: { ...payload, uid } },
      actor,
      envelope.digest,
    );
    if (outcome.status === 'rejected') await deps.accounts.remove(tenant, uid);
    return outcome;
  } catch (error) {
    await deps.accounts.remove(tenant, uid);
    throw error;
  }
}
