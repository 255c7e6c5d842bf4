import { levels } from '@colmena/shared/policy';
import { z } from 'zod';
import { type Actor, defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { agendaCollection } from './contactCommand';

/**
 * Who runs `contact.accountChanged`: the server itself. The write policy rightly stops users
 * from touching their own `forceReset`; clearing it is the server's consequence of a new
 * password, so the log says so, and names the account in the payload.
 */
export const accountsServerActor: Actor = { uid: 'server:accounts', contactId: null, lvl: levels.admin };

/** Internal `contact.accountChanged`: what a user's own account change means for their contact. */
export const accountChangedPayloadSchema = z.strictObject({
  contactId: z.string().min(1).max(1500),
  /** The account that changed; the contact must be its own (LoginID). */
  uid: z.string().min(1).max(128),
  /** The new sign-in e-mail, mirrored on the contact. */
  email: z.string().max(320).optional(),
  /** A new password was chosen: the forced-reset dialog stops. */
  forceReset: z.literal(false).optional(),
});
export type AccountChangedPayload = z.infer<typeof accountChangedPayloadSchema>;

const changesOf = (input: AccountChangedPayload) => {
  const { contactId: _, uid: __, ...changes } = input;
  return changes;
};

/**
 * Run by the server after a user changed their own password or e-mail, so the agenda agrees
 * with the account. A browser cannot send it (server only: to a browser it is an unknown
 * type), and only the server actor passes `allowed`.
 */
export const accountChanged = defineCommand({
  type: 'contact.accountChanged',
  schema: accountChangedPayloadSchema,
  serverOnly: true,
  bindsAccounts: true,
  allowed: (actor) => actor.uid === accountsServerActor.uid,
  async apply(tx, input, stamp) {
    const contact = await tx.get(agendaCollection, input.contactId);
    if (!contact || contact.LoginID !== input.uid) throw new AppError('error_saving_change');
    tx.merge(agendaCollection, input.contactId, { ...changesOf(input), LastUpdate: stamp.at });
    return { contactId: input.contactId };
  },
  log: (input) => ({
    action: 'modification',
    collection: agendaCollection,
    document: input.contactId,
    modification: { ...changesOf(input), account: input.uid },
  }),
});
