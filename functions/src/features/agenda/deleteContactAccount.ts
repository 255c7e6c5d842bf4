import type { PrepareContext, Prepared } from '../../platform/commands/defineCommand';
import { payloadErrorCode } from '../../platform/commands/envelope';
import { AppError } from '../../platform/http/AppError';
import { mayDeleteContact } from './contactAllowed';
import { agendaCollection } from './contactCommand';
import { type DeleteContactPayload, deleteContactPayloadSchema } from './contactPayloads';
import { mayManageAccount } from './levelRules';
import { undoSteps } from './undoSteps';

/**
 * `contact.delete`'s prepare: checked against the target account's level, then the account is
 * disabled and its sessions end, so nothing signed in survives the contact; a rejected or
 * failed transaction enables it again. Removing it is the command's `after` (once committed).
 * A payload the command itself refuses goes on untouched to the runner, which records it.
 */
export async function deleteContactAccount(
  sent: unknown,
  { tenant, actor, ctx, services }: PrepareContext,
): Promise<Prepared<DeleteContactPayload>> {
  const parsed = deleteContactPayloadSchema.safeParse(sent);
  if (!parsed.success) throw new AppError(payloadErrorCode(parsed.error));
  const input = parsed.data;
  const contact = await services.store.get(tenant, agendaCollection, input.contactId);
  if (!contact || !mayDeleteContact(actor, input, ctx)) return { payload: input };

  const loginId = typeof contact.LoginID === 'string' ? contact.LoginID : null;
  const account = loginId ? await services.accounts.get(tenant, loginId) : null;
  if (!account) return { payload: input };
  if (!mayManageAccount(actor.lvl, { lvl: account.lvl, own: account.uid === actor.uid }))
    throw new AppError('forbidden');
  if (account.uid === actor.uid) throw new AppError('forbidden');
  const { accounts } = services;
  const undo = await undoSteps(async (done) => {
    if (!account.disabled) {
      await accounts.setDisabled(tenant, account.uid, true);
      done(() => accounts.setDisabled(tenant, account.uid, false));
    }
    await accounts.deleteSessionsOf(tenant, account.uid);
  });
  return { payload: input, undo };
}
