import { deletedSuffix } from '@colmena/shared/policy';
import { AppError } from '../../platform/http/AppError';
import { agendaCollection, defineContactCommand } from './contactCommand';
import { type DeleteContactPayload, deleteContactPayloadSchema } from './contactPayloads';
import { isStaff } from './levelRules';

export const agendaDeletedCollection = `${agendaCollection}${deletedSuffix}`;

/**
 * `contact.delete`, the store half: the contact moves to `agendaDeleted` with `deletedBy`
 * (spec §3), like `document.delete` — which cannot touch the agenda. Staff only, and never
 * one's own contact (an admin deleting themselves could leave a company with no admin); the
 * account rule on the target's level is checked by the flow, which alone knows that level.
 */
export const deleteContact = defineContactCommand({
  type: 'contact.delete',
  schema: deleteContactPayloadSchema,
  allowed: (actor, input: DeleteContactPayload, ctx) =>
    isStaff(actor.lvl, ctx.agendaViewLvl) && input.contactId !== actor.contactId,
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
});
