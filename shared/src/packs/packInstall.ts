import { z } from 'zod';
import { languageSchema, widgetsMenuItemSchema } from '../api/company';
import { colorNameSchema } from '../schemas/companyCommands';
import { packIdSchema, packSchema, packVersionSchema } from './packSchema';

/** `pack.install {pack, language}`: the pack in the language it is installed in, whole. */
export const installPackPayloadSchema = z.strictObject({
  pack: packSchema,
  language: languageSchema,
});
export type InstallPackPayload = z.infer<typeof installPackPayloadSchema>;
export type InstallPackInput = z.input<typeof installPackPayloadSchema>;

/** What becomes of the documents in an uninstalled pack's collections. */
export const uninstalledDocumentsChoices = ['keep', 'toDeleted'] as const;

/**
 * `pack.uninstall {packId, documents}`: takes back what the install put in. The company's own
 * documents (and samples it changed) stay where they are with `keep`, or move to the Deleted
 * copies with `toDeleted`.
 */
export const uninstallPackPayloadSchema = z.strictObject({
  packId: packIdSchema,
  documents: z.enum(uninstalledDocumentsChoices).default('keep'),
});
export type UninstallPackPayload = z.infer<typeof uninstallPackPayloadSchema>;

/** `pack.save {file}`: a pack file (JSON text) into the company's private store. */
export const savePackPayloadSchema = z.strictObject({ file: z.string().min(2) });
/** `pack.discard {packId}`: a pack file out of the private store. */
export const discardPackPayloadSchema = z.strictObject({ packId: packIdSchema });

const fingerprinted = { fingerprint: z.string() };

/**
 * What an install put in, kept on the pack's record (`packs/{id}.installed`) so uninstalling
 * can take exactly that back: fingerprints tell an untouched widget or sample (removed) from
 * one the company changed (kept, or to the Deleted copies); colours and company fields record
 * what they were before.
 */
export const packInstallRecordSchema = z.object({
  version: packVersionSchema,
  language: languageSchema,
  at: z.string(),
  by: z.string(),
  collections: z.array(z.string()),
  widgets: z.array(z.object({ docId: z.string(), ...fingerprinted })),
  widgetsMenu: z.array(widgetsMenuItemSchema),
  /** Each colour the pack set: its value before (null: none) and the pack's. */
  colors: z.record(colorNameSchema, z.object({ before: z.string().nullable(), set: z.string() })),
  /** The colours document did not exist before (uninstalling removes it again if nothing else is left). */
  colorsCreated: z.boolean(),
  /** Company fields the install added where there were none (removed again when left empty). */
  addedFields: z.array(z.enum(['collectionsArray', 'widgetsMenu'])),
  documents: z.array(z.object({ collection: z.string(), docId: z.string(), ...fingerprinted })),
});
export type PackInstallRecord = z.infer<typeof packInstallRecordSchema>;

/** The pack's record in `packs/{id}`: the file in the private store, what is installed, or both. */
export const packRecordSchema = z.looseObject({
  /** The pack file (JSON text) saved to the company's private store. */
  file: z.string().optional(),
  name: z.string().optional(),
  installed: packInstallRecordSchema.optional(),
});
export type PackRecord = z.infer<typeof packRecordSchema>;
