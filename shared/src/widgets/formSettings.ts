import { z } from 'zod';
import { bilingualSchema, fieldListSchema } from '../fields/fieldDefinition';

/**
 * What a form does with what is typed (issue 13 point 2): `create` a document of the collection
 * whose definition key is `collection`; `journal` a journal under the project on screen.
 */
export const formTargets = ['create', 'journal'] as const;
export type FormTarget = (typeof formTargets)[number];

/**
 * Form kind: the fields of the field kit, where the answer goes, and what the person reads after.
 * A form that creates without its collection parses (so `{}` does): it says so where it is shown.
 */
export const formSettingsSchema = z.strictObject({
  fields: fieldListSchema.default([]),
  target: z.enum(formTargets).default('create'),
  /** create: the collection definition's key. */
  collection: z.string().trim().max(100).default(''),
  submitLabel: bilingualSchema.optional(),
  /** Shown once a form is sent (else the catalogue's "Sent"). */
  successText: bilingualSchema.optional(),
});
export type FormSettings = z.infer<typeof formSettingsSchema>;
