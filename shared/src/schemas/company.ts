import { z } from 'zod';
import { languageSchema, widgetsMenuItemSchema } from '../api/company';
import { levels } from '../policy/levels';
import { collectionDefinitionSchema } from './collectionDefinition';

/**
 * File-storage provider credentials (spec §3: fields DropToken, DropK, DropS, DropR under `key`).
 * Secrets: they stay on the server and never reach PublicCompany.
 */
export const fileStorageCredentialsShape = {
  key: z.string().optional(),
  DropToken: z.string().optional(),
  DropK: z.string().optional(),
  DropS: z.string().optional(),
  DropR: z.string().optional(),
};

/**
 * Spec §3 Company: the tenant document at `tenants/{t}`. Loose because tenants keep their own
 * settings on it; the defaults are what a company that never set the field gets.
 */
export const companySchema = z.looseObject({
  FireId: z.string().optional(),
  Name: z.string().min(1),
  LogoNavbar: z.string().optional(),
  LogoIcon: z.string().optional(),
  hasPublicPage: z.boolean().default(false),
  startingPage: z.string().optional(),
  chatViewLvl: z.number().optional(),
  agendaViewLvl: z.number().default(levels.agendaViewDefault),
  hideContactsFromEmployees: z.boolean().default(false),
  widgetsMenu: z.array(widgetsMenuItemSchema).default([]),
  languages: z.array(languageSchema).min(1).default(['en', 'es']),
  collectionsArray: z.array(collectionDefinitionSchema).default([]),
  privacyUrl: z.string().optional(),
  cookiesUrl: z.string().optional(),
  ...fileStorageCredentialsShape,
  CloudinaryProfile: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
});
export type Company = z.infer<typeof companySchema>;
export type CompanyInput = z.input<typeof companySchema>;
