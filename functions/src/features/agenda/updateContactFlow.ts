import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Account } from '../../platform/accounts/Accounts';
import { normalizeEmail } from '../../platform/accounts/Accounts';
import type { CommandOutcome } from '../../platform/commands/commandRecord';
import type { Actor } from '../../platform/commands/defineCommand';
import { payloadErrorCode } from '../../platform/commands/envelope';
import { agendaCollection } from './contactCommand';
import { type UpdateContactPayload, updateContactPayloadSchema } from './contactPayloads';
import {
  type ContactEnvelope,
  companyContext,
  orRejected,
  rejected,
  runContactCommand,
} from './contactRunner';
import { mayManageAccount } from './levelRules';
import { updateContact } from './updateContact';

const emailSchema = z.email();

/** The account changes a contact update asks for, and how to undo them. */
async function applyToAccount(deps: AppDeps, tenant: string, account: Account, input: UpdateContactPayload) {
  const undo: (() => Promise<unknown>)[] = [];
  if (input.email !== undefined && input.email !== account.email) {
    await deps.accounts.setEmail(tenant, account.uid, input.email);
    undo.push(() => deps.accounts.setEmail(tenant, account.uid, account.email));
  }
  if (input.lvl !== undefined && input.lvl !== account.lvl) {
    await deps.accounts.setLevel(tenant, account.uid, input.lvl);
    undo.push(() => deps.accounts.setLevel(tenant, account.uid, account.lvl));
  }
  if (input.disabled !== undefined && input.disabled !== account.disabled) {
    await deps.accounts.setDisabled(tenant, account.uid, input.disabled);
    if (input.disabled) await deps.accounts.deleteSessionsOf(tenant, account.uid);
    undo.push(() => deps.accounts.setDisabled(tenant, account.uid, account.disabled));
  }
  return async () => {
    for (const step of undo.reverse()) await step();
  };
}

/**
 * `contact.update`: the account half (e-mail, level, disabled) first, checked against the
 * target's level, then the store half through the runner; a rejected store half undoes the
 * account changes. A payload the runner itself refuses goes straight to it, so it is recorded.
 */
export async function updateContactFlow(
  deps: AppDeps,
  tenant: string,
  envelope: ContactEnvelope,
  actor: Actor,
): Promise<CommandOutcome> {
  const { id } = envelope;
  const run = (payload: unknown) =>
    runContactCommand(deps, tenant, { id, type: 'contact.update', payload }, actor, envelope.digest);
  const parsed = updateContactPayloadSchema.safeParse(envelope.payload);
  if (!parsed.success) return rejected(id, payloadErrorCode(parsed.error));
  const input = parsed.data;
  if (input.email !== undefined) {
    input.email = normalizeEmail(input.email);
    if (input.email === '') return rejected(id, 'contact_needs_email');
    if (!emailSchema.safeParse(input.email).success) return rejected(id, 'wrong_email');
  }
  const ctx = await companyContext(deps, tenant, actor);
  const contact = await deps.store.get(tenant, agendaCollection, input.contactId);
  if (!contact || !updateContact.allowed(actor, input, ctx)) return run(input);

  const loginId = typeof contact.LoginID === 'string' ? contact.LoginID : null;
  const account = loginId ? await deps.accounts.get(tenant, loginId) : null;
  if (!account && input.lvl !== undefined) return rejected(id, 'invalid_change');
  // Non-staff got here only for their own contact (updateContact.allowed); staff are held to
  // the account rule for every other account.
  if (account && !mayManageAccount(actor.lvl, { lvl: account.lvl, own: account.uid === actor.uid }))
    return rejected(id, 'forbidden');

  let undo: () => Promise<void> = async () => {};
  if (account) {
    const failed = await orRejected(id, async () => {
      undo = await applyToAccount(deps, tenant, account, input);
    });
    if (failed) return failed;
  }
  try {
    const outcome = await run(input);
    if (outcome.status === 'rejected') await undo();
    return outcome;
  } catch (error) {
    await undo();
    throw error;
  }
}
