import type { AppDeps } from '../../deps';
import type { Account } from '../../platform/accounts/Accounts';
import type { CommandOutcome } from '../../platform/commands/commandRecord';
import type { Actor } from '../../platform/commands/defineCommand';
import { payloadErrorCode } from '../../platform/commands/envelope';
import { agendaCollection } from './contactCommand';
import { deleteContactPayloadSchema } from './contactPayloads';
import {
  type ContactEnvelope,
  companyContext,
  orRejected,
  rejected,
  runContactCommand,
} from './contactRunner';
import { deleteContact } from './deleteContact';
import { mayManageAccount } from './levelRules';

/** Disables the account and ends its sessions; the returned step enables it again. */
async function lockOut(deps: AppDeps, tenant: string, account: Account) {
  if (!account.disabled) await deps.accounts.setDisabled(tenant, account.uid, true);
  await deps.accounts.deleteSessionsOf(tenant, account.uid);
  return () => (account.disabled ? Promise.resolve() : deps.accounts.setDisabled(tenant, account.uid, false));
}

/**
 * `contact.delete`: checked against the target account's level, then the account is disabled
 * and its sessions end (so nothing signed in survives the contact), then the store half moves
 * the contact to `agendaDeleted`. A rejected store half enables the account again; an applied
 * one removes it, after the commit, freeing the e-mail for a new contact. Should that removal
 * fail, the account stays disabled and, having no contact, cannot sign in either.
 */
export async function deleteContactFlow(
  deps: AppDeps,
  tenant: string,
  envelope: ContactEnvelope,
  actor: Actor,
): Promise<CommandOutcome> {
  const { id } = envelope;
  const run = (payload: unknown) =>
    runContactCommand(deps, tenant, { id, type: 'contact.delete', payload }, actor, envelope.digest);
  const parsed = deleteContactPayloadSchema.safeParse(envelope.payload);
  if (!parsed.success) return rejected(id, payloadErrorCode(parsed.error));
  const input = parsed.data;
  const ctx = await companyContext(deps, tenant, actor);
  const contact = await deps.store.get(tenant, agendaCollection, input.contactId);
  // The runner records these refusals (no secret in the payload).
  if (!contact || !deleteContact.allowed(actor, input, ctx)) return run(input);

  const loginId = typeof contact.LoginID === 'string' ? contact.LoginID : null;
  const account = loginId ? await deps.accounts.get(tenant, loginId) : null;
  if (account && !mayManageAccount(actor.lvl, { lvl: account.lvl, own: account.uid === actor.uid }))
    return rejected(id, 'forbidden');
  if (account?.uid === actor.uid) return rejected(id, 'forbidden');

  let undo: () => Promise<unknown> = async () => {};
  if (account) {
    const failed = await orRejected(id, async () => {
      undo = await lockOut(deps, tenant, account);
    });
    if (failed) return failed;
  }
  let outcome: CommandOutcome;
  try {
    outcome = await run(input);
  } catch (error) {
    await undo();
    throw error;
  }
  if (outcome.status === 'rejected') {
    await undo();
    return outcome;
  }
  if (account) {
    await deps.accounts.remove(tenant, account.uid).catch((error: unknown) => {
      console.error(`[colmena] account ${account.uid} (${tenant}) stays disabled: removal failed`, error);
    });
  }
  return outcome;
}
