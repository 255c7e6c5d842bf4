import { defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { mayCreateContact } from './contactAllowed';
import { accessMayHaveChanged, agendaCollection } from './contactCommand';
import { contactData, createContactPayloadSchema } from './contactPayloads';
import { createContactAccount } from './createContactAccount';

/**
 * `contact.create`: the account is made first (prepare, outside the store), then the agenda
 * contact of that account (LoginID = uid). Staff only; `lvl` only by level 100 and not above
 * the actor's.
 */
export const createContact = defineCommand({
  type: 'contact.create',
  schema: createContactPayloadSchema,
  bindsAccounts: true,
  allowed: mayCreateContact,
  prepare: createContactAccount,
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
  after: accessMayHaveChanged,
});
