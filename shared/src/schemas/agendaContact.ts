import { z } from 'zod';
import { languageSchema } from '../api/company';
import { dateValueSchema, documentShape } from './common';

/** Rol values the policy knows (spec §1/§6); tenants may use others. */
export const roles = { client: 'Cliente', employee: 'Empleado' } as const;

/** Spec §3 agenda entry (contact). `lenguage` is the stored spelling. */
export const agendaContactSchema = z.looseObject({
  ...documentShape,
  Name: z.string().optional(),
  Surname: z.string().optional(),
  Rol: z.string().optional(),
  /** The auth account's uid. */
  LoginID: z.string().optional(),
  lenguage: languageSchema.optional(),
  forceReset: z.boolean().optional(),
  email: z.string().optional(),
  phone: z.union([z.string(), z.number()]).optional(),
  LastUpdate: dateValueSchema.optional(),
  ImgUrl: z.string().optional(),
  disabled: z.boolean().optional(),
  /** Added on read (spec §3). */
  route: z.string().optional(),
});
export type AgendaContact = z.infer<typeof agendaContactSchema>;
