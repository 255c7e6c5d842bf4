import { z } from 'zod';
import { defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { accessMayHaveChanged, agendaCollection } from './contactCommand';
import { isStaff } from './levelRules';

/**
 * `contact.passwordReset`: staff started a new password for someone else's account — a
 * temporary one they chose (the contact gets `forceReset`, so the forced-reset gate makes the
 * person choose their own at the next sign-in), or a reset code mailed to the person. It never
 * carries the password: the route (passwordResetByStaff.ts) checks it and sets it on the
 * account. Only that route sends it (server only), as the staff member, after the account rule
 * (mayManageAccount) passed; here the rest: staff, never one's own contact or account.
 */
export const passwordResetPayloadSchema = z.strictObject({
  contactId: z.string().min(1).max(1500),
  /** The contact's account (LoginID). */
  uid: z.string().min(1).max(128),
  how: z.enum(['temporary', 'mail']),
});
export type PasswordResetPayload = z.infer<typeof passwordResetPayloadSchema>;

export const passwordReset = defineCommand({
  type: 'contact.passwordReset',
  schema: passwordResetPayloadSchema,
  serverOnly: true,
  bindsAccounts: true,
  allowed: (actor, input, ctx) =>
    isStaff(actor.lvl, ctx.agendaViewLvl) && input.contactId !== actor.contactId && input.uid !== actor.uid,
  async apply(tx, input, stamp) {
    const contact = await tx.get(agendaCollection, input.contactId);
    if (!contact || contact.LoginID !== input.uid) throw new AppError('error_saving_change');
    if (input.how === 'temporary')
      tx.merge(agendaCollection, input.contactId, { forceReset: true, LastUpdate: stamp.at });
    return { contactId: input.contactId };
  },
  log: (input) => ({
    action: 'modification',
    collection: agendaCollection,
    document: input.contactId,
    modification:
      input.how === 'temporary'
        ? { password: 'temporary', forceReset: true, account: input.uid }
        : { password: 'resetMail', account: input.uid },
  }),
  after: accessMayHaveChanged,
});
