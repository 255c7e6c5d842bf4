import { z } from 'zod';
import { languageSchema, widgetsMenuItemSchema } from '../api/company';
import { levels } from '../policy/levels';

/**
 * A link the company shows (logo, privacy and cookies pages): an http(s) address or a path of
 * this site (`/api/files/logo.svg`), never `javascript:` or `data:`, which a browser would run
 * or render in place.
 */
export const companyLinkSchema = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((link) => /^https?:\/\/[^\s]+$/i.test(link) || /^\/(?!\/)[^\s]*$/.test(link), 'not a link');

/** A page of the app (spec §2 startingPage): a path of this site. */
const startingPageSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/(?!\/)[^\s]*$/, 'not a path of this site');

const viewLevelSchema = z.number().int().min(0).max(levels.admin);

/**
 * `company.update`: the company settings a level 100 edits (spec §3 Company). A field sent is
 * set, one absent stays; null clears an optional one. The secrets are not here
 * (`company.secrets.set`), nor the collections (`collection.*`) or the colours
 * (`company.colors.set`).
 */
export const companyUpdatePayloadSchema = z
  .strictObject({
    Name: z.string().trim().min(1).max(200).optional(),
    LogoNavbar: companyLinkSchema.nullable().optional(),
    LogoIcon: companyLinkSchema.nullable().optional(),
    startingPage: startingPageSchema.nullable().optional(),
    hasPublicPage: z.boolean().optional(),
    /** Least level that sees the chat icon; null: everyone (spec §6). */
    chatViewLvl: viewLevelSchema.nullable().optional(),
    agendaViewLvl: viewLevelSchema.optional(),
    hideContactsFromEmployees: z.boolean().optional(),
    widgetsMenu: z.array(widgetsMenuItemSchema.strict()).max(50).optional(),
    /** In order: the first is the language of a browser whose own is not offered (spec §1). */
    languages: z
      .array(languageSchema)
      .min(1)
      .refine((list) => new Set(list).size === list.length, 'a language twice')
      .optional(),
    privacyUrl: companyLinkSchema.nullable().optional(),
    cookiesUrl: companyLinkSchema.nullable().optional(),
  })
  .refine((payload) => Object.values(payload).some((value) => value !== undefined), 'nothing to change');
export type CompanyUpdatePayload = z.infer<typeof companyUpdatePayloadSchema>;

/** The message a colour that is no hex colour fails with; the runner answers it as `bad_hex`. */
export const badHexMessage = 'Bad Hex';

/** Spec §5: 3 or 6 hex digits with `#`. */
export const hexColorPattern = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && hexColorPattern.test(value);

/** A colour's name in the colours document (primary, onPrimary...): a CSS variable's name part. */
export const colorNameSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'not a colour name');

/**
 * `company.colors.set`: colours by name, each a hex colour (else "Bad Hex") or null to remove
 * it; colours not named stay. With `replace`, the named ones are the whole set.
 */
export const companyColorsPayloadSchema = z.strictObject({
  colors: z
    .record(
      colorNameSchema,
      // Anything but a hex colour (a number too) is "Bad Hex", the spec's one message for it.
      z.custom<string>(isHexColor, { error: badHexMessage }).nullable(),
    )
    .refine(
      (colors) => Object.keys(colors).length >= 1 && Object.keys(colors).length <= 200,
      'name 1 to 200',
    ),
  replace: z.boolean().optional(),
});
export type CompanyColorsPayload = z.infer<typeof companyColorsPayloadSchema>;
