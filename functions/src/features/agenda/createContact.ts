import { AppError } from '../../platform/http/AppError';
import { agendaCollection, defineContactCommand } from './contactCommand';
import { type CreateContactPayload, contactData, createContactPayloadSchema } from './contactPayloads';
import { isStaff, mayAssignLevel } from './levelRules';

/**
 * `contact.create`, the store half: the agenda contact of the account made just before
 * (LoginID = uid). Staff only; `lvl` only by level 100 and not above the actor's.
 */
export const createContact = defineContactCommand({
  type: 'contact.create',
  schema: createContactPayloadSchema,
  allowed: (actor, input: CreateContactPayload, ctx) =>
    isStaff(actor.lvl, ctx.agendaViewLvl) && mayAssignLevel(actor.lvl, input.lvl),
  async apply(tx, input, stamp) {
    const [existing] = await tx.query({
      collection: agendaCollection,
      where: [['LoginID', '==', input.uid]],
      limit: 1,
    });
    if (existing) throw new AppError('error_creating_document');
    const contactId = stamp.newId();
    tx.set(agendaCollection, contactId, { ...contactData(input), LoginID: input.uid, LastUpdate: stamp.at });
    return { contactId, uid: input.uid };
  },
  log: (input, result) => ({
    action: 'create',
    collection: agendaCollection,
    document: result.contactId,
    modification: {
      ...contactData(input),
      LoginID: input.uid,
      ...(input.lvl === undefined ? {} : { lvl: input.lvl }),
    },
  }),
});
