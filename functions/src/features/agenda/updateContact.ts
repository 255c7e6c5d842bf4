import { AppError } from '../../platform/http/AppError';
import { agendaCollection, defineContactCommand } from './contactCommand';
import { contactData, type UpdateContactPayload, updateContactPayloadSchema } from './contactPayloads';
import { isStaff, mayAssignLevel, onlySelfEditable } from './levelRules';

/** The contact's changes as stored on the agenda document (`lvl` lives on the account). */
function changesOf(input: UpdateContactPayload): Record<string, unknown> {
  return { ...contactData(input), ...(input.disabled === undefined ? {} : { disabled: input.disabled }) };
}

/**
 * `contact.update`, the store half: merges the fields into the agenda contact. Staff change
 * any contact (the account rules are checked before, with the target's level); anyone else
 * only their own Name, Surname, phone, language and image.
 */
export const updateContact = defineContactCommand({
  type: 'contact.update',
  schema: updateContactPayloadSchema,
  allowed: (actor, input: UpdateContactPayload, ctx) => {
    if (!mayAssignLevel(actor.lvl, input.lvl)) return false;
    if (isStaff(actor.lvl, ctx.agendaViewLvl)) return true;
    return input.contactId === actor.contactId && onlySelfEditable(input);
  },
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
});
