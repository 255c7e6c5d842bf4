import { deletedSuffix } from '@colmena/shared/policy';
import { type AfterContext, type AppliedCommand, defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { mayDeleteContact } from './contactAllowed';
import { accessMayHaveChanged, agendaCollection } from './contactCommand';
import { type DeleteContactPayload, deleteContactPayloadSchema } from './contactPayloads';
import { deleteContactAccount } from './deleteContactAccount';

export const agendaDeletedCollection = `${agendaCollection}${deletedSuffix}`;

/**
 * Once the contact is gone, its account (disabled by prepare) is removed, freeing the e-mail
 * for a new contact. Should that fail, the account stays disabled and, having no contact,
 * cannot sign in either.
 */
async function removeAccount(command: AppliedCommand<DeleteContactPayload>, context: AfterContext) {
  const { tenant, services } = context;
  const uid = command.result.uid;
  if (typeof uid === 'string' && (await services.accounts.get(tenant, uid))) {
    await services.accounts.remove(tenant, uid).catch((error: unknown) => {
      console.error(`[colmena] account ${uid} (${tenant}) stays disabled: removal failed`, error);
    });
  }
  await accessMayHaveChanged(command, context);
}

/**
 * `contact.delete`: the account is locked out first (prepare), then the contact moves to
 * `agendaDeleted` with `deletedBy` (spec §3), like `document.delete` — which cannot touch the
 * agenda — and after the commit the account is removed. Staff only, and never one's own contact.
 */
export const deleteContact = defineCommand({
  type: 'contact.delete',
  schema: deleteContactPayloadSchema,
  bindsAccounts: true,
  allowed: mayDeleteContact,
  prepare: deleteContactAccount,
  async apply(tx, input, stamp) {
    const contact = await tx.get(agendaCollection, input.contactId);
    if (!contact) throw new AppError('deletion_error');
    if (contact.LoginID === stamp.actor.uid) throw new AppError('forbidden');
    const { FireId: _id, collection: _collection, ...body } = contact;
    tx.set(agendaDeletedCollection, input.contactId, { ...body, deletedBy: stamp.actor.uid });
    tx.delete(agendaCollection, input.contactId);
    return {
      contactId: input.contactId,
      ...(typeof contact.LoginID === 'string' ? { uid: contact.LoginID } : {}),
    };
  },
  log: (input) => ({ action: 'delete', collection: agendaCollection, document: input.contactId }),
  after: removeAccount,
});
