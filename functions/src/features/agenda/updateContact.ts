import { defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { mayUpdateContact } from './contactAllowed';
import { accessMayHaveChanged, agendaCollection } from './contactCommand';
import { contactData, type UpdateContactPayload, updateContactPayloadSchema } from './contactPayloads';
import { updateContactAccount } from './updateContactAccount';

/** The contact's changes as stored on the agenda document (`lvl` lives on the account). */
function changesOf(input: UpdateContactPayload): Record<string, unknown> {
  return { ...contactData(input), ...(input.disabled === undefined ? {} : { disabled: input.disabled }) };
}

/**
 * `contact.update`: the account half first (prepare: e-mail, level, disabled, checked against
 * the target's level), then the fields merged into the agenda contact. Staff change any
 * contact; anyone else only their own Name, Surname, phone, language and image.
 */
export const updateContact = defineCommand({
  type: 'contact.update',
  schema: updateContactPayloadSchema,
  bindsAccounts: true,
  allowed: mayUpdateContact,
  prepare: updateContactAccount,
  async apply(tx, input, stamp) {
    const contact = await tx.get(agendaCollection, input.contactId);
    if (!contact) throw new AppError('error_saving_change');
    tx.merge(agendaCollection, input.contactId, { ...changesOf(input), LastUpdate: stamp.at });
    return { contactId: input.contactId };
  },
  log: (input) => ({
    action: 'modification',
    collection: agendaCollection,
    document: input.contactId,
    modification: { ...changesOf(input), ...(input.lvl === undefined ? {} : { lvl: input.lvl }) },
  }),
  after: accessMayHaveChanged,
});
