import { z } from 'zod';
import { bilingualSchema, fieldListSchema } from '../fields/fieldDefinition';

/**
 * What a form does with what is typed (issue 13 point 2): `create` a document of the collection
 * whose definition key is `collection`; `journal` a journal under the project on screen;
 * `update` the document on screen (a project, or a journal where the widget's place is
 * journal), sending only what changed.
 */
export const formTargets = ['create', 'journal', 'update'] as const;
export type FormTarget = (typeof formTargets)[number];

/** A public form's link id: letters, digits, `-` and `_` (it is a path segment). */
export const formLinkIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/);

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
  /**
   * The `{formid}` of the public link `/publicForm/{widgetid}/{formid}` (place public only).
   * Absent, the form id is the widget id; the editor sets a new one to retire an old link.
   */
  linkId: formLinkIdSchema.optional(),
});
export type FormSettings = z.infer<typeof formSettingsSchema>;
