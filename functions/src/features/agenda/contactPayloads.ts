import { languageSchema } from '@colmena/shared';
import { z } from 'zod';

/** The agenda fields both contact commands may write (spec §3 agenda entry). */
export const contactFieldsShape = {
  Name: z.string().max(200).optional(),
  Surname: z.string().max(200).optional(),
  Rol: z.string().max(100).optional(),
  email: z.string().max(320).optional(),
  phone: z.union([z.string().max(50), z.number()]).optional(),
  lenguage: languageSchema.optional(),
  ImgUrl: z.string().max(2000).optional(),
  forceReset: z.boolean().optional(),
};

const levelSchema = z.number().int().min(0).max(100);

/** What the browser sends for `contact.create`: the contact plus the new account's password. */
export const createContactInputSchema = z.strictObject({
  ...contactFieldsShape,
  password: z.string().max(200),
  confirmPassword: z.string().max(200),
  lvl: levelSchema.optional(),
});
export type CreateContactInput = z.infer<typeof createContactInputSchema>;

/**
 * What the runner stores and replays for `contact.create`: never the password, but the uid
 * of the account created just before the transaction.
 */
export const createContactPayloadSchema = z.strictObject({
  ...contactFieldsShape,
  uid: z.string().min(1).max(128),
  lvl: levelSchema.optional(),
});
export type CreateContactPayload = z.infer<typeof createContactPayloadSchema>;

/** `contact.update`: stored as sent (it carries no secret). `lvl` and `disabled` also reach the account. */
export const updateContactPayloadSchema = z.strictObject({
  contactId: z.string().min(1).max(1500),
  ...contactFieldsShape,
  lvl: levelSchema.optional(),
  disabled: z.boolean().optional(),
});
export type UpdateContactPayload = z.infer<typeof updateContactPayloadSchema>;

/** The agenda data of a payload: its contact fields, nothing else. */
export function contactData(payload: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const key of Object.keys(contactFieldsShape)) if (payload[key] !== undefined) data[key] = payload[key];
  return data;
}

/** `contact.delete`: the contact goes to `agendaDeleted`; its account, if any, is removed. */
export const deleteContactPayloadSchema = z.strictObject({
  contactId: z.string().min(1).max(1500),
});
export type DeleteContactPayload = z.infer<typeof deleteContactPayloadSchema>;
