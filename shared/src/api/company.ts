import { z } from 'zod';
import { fieldDefinitionSchema } from '../fields/fieldDefinition';
import { cardConfigSchema } from '../schemas/cardConfig';
import { companySecretsStatusSchema } from '../schemas/companySecrets';

/** A shortcut in the icon bar to a company widget (spec §2 widgetsMenu). */
export const widgetsMenuItemSchema = z.object({
  widget: z.string().min(1),
  icon: z.string().min(1),
  title: z.string().optional(),
});
export type WidgetsMenuItem = z.infer<typeof widgetsMenuItemSchema>;

export const languageSchema = z.enum(['en', 'es']);
export type Language = z.infer<typeof languageSchema>;

/** Named colours as hex strings, e.g. { primary: '#1b5e20', onPrimary: '#fff' }. */
export const colorsSchema = z.record(z.string(), z.string());
export type Colors = z.infer<typeof colorsSchema>;

/** A collection definition as the browser receives it (spec §3), defaults applied. */
export const publicCollectionSchema = z.object({
  key: z.string(),
  name: z.string(),
  mainCollection: z.string(),
  mainName: z.string().optional(),
  mainNameSingular: z.string().optional(),
  mainSortField: z.string(),
  mainSortDir: z.enum(['asc', 'desc']),
  secondaryCollection: z.string().optional(),
  secondaryName: z.string().optional(),
  secondaryNameSingular: z.string().optional(),
  secondarySortField: z.string(),
  secondarySortDir: z.enum(['asc', 'desc']),
  ownerField: z.string().optional(),
  lvlView: z.union([z.number(), z.literal('public')]).optional(),
  /** The write levels (defaults applied): least level that creates, edits, deletes or moves out. */
  lvlCreate: z.number(),
  lvlEdit: z.number(),
  lvlDelete: z.number(),
  /** How list cards of the main / secondary documents read (value1 title, value3 next, iconColor). */
  cardConfig: cardConfigSchema.optional(),
  secCardConfig: cardConfigSchema.optional(),
  /** The declared fields of its documents and of their journals (labels, types, card, order). */
  fields: z.array(fieldDefinitionSchema).optional(),
  secondaryFields: z.array(fieldDefinitionSchema).optional(),
  /**
   * Level 100 only (the settings page edits them): the stored filters of the list and of the
   * journals, as stored (shared/src/query/storedFilters.ts reads them). Nobody else is sent them.
   */
  mainQuery: z.unknown().optional(),
  mainFilter: z.unknown().optional(),
  secondaryQuery: z.unknown().optional(),
});
export type PublicCollection = z.infer<typeof publicCollectionSchema>;

/** `GET /api/company` — the public configuration of the tenant named by the Host. */
export const publicCompanySchema = z.object({
  id: z.string(),
  Name: z.string(),
  LogoNavbar: z.string().optional(),
  LogoIcon: z.string().optional(),
  hasPublicPage: z.boolean(),
  startingPage: z.string().optional(),
  chatViewLvl: z.number().optional(),
  agendaViewLvl: z.number(),
  hideContactsFromEmployees: z.boolean(),
  widgetsMenu: z.array(widgetsMenuItemSchema),
  languages: z.array(languageSchema).min(1),
  colors: colorsSchema,
  collections: z.array(publicCollectionSchema),
  /** Level 100 only: each write-only secret as set / not set with its last 4 characters, never its value. */
  secrets: companySecretsStatusSchema.optional(),
  /** Spec §3 "logo and privacy options": the privacy and cookies pages, for every visitor. */
  privacyUrl: z.string().optional(),
  cookiesUrl: z.string().optional(),
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;

/** `GET /{company}/publickey/v1` (spec §7): `data` is a JSON string of this shape. */
export const publicKeyDataSchema = z.object({
  company: z.string(),
  clientIp: z.string(),
  backend: z.object({ api: z.string() }),
  auth: z.object({ provider: z.enum(['local', 'firebase']) }),
  storage: z.object({ provider: z.enum(['local', 'firebase']) }),
  analytics: z.object({ enabled: z.boolean() }),
});
export type PublicKeyData = z.infer<typeof publicKeyDataSchema>;
