import { z } from 'zod';
import { isReservedName } from '../schemas/documentData';
import { fieldTypes } from './fieldTypes';

const labelText = z.string().trim().min(1).max(100);

/** A text in both languages of the product. */
export const bilingualSchema = z.strictObject({ es: labelText, en: labelText });
export type Bilingual = z.infer<typeof bilingualSchema>;

/** A field name as documents hold it: a top-level key, not one of the names a store reserves. */
export const fieldKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((key) => !key.includes('.') && !isReservedName(key), 'not a field name')
  .refine((key) => key !== 'FireId' && key !== 'collection', 'FireId and collection come from the path');

/**
 * A declared field of a collection (issue 12 point 1) or of a form (issue 13): its key, label
 * in both languages, type from the kit and the type's settings. Declaring a field is a change of
 * the definition an admin makes on purpose, never a side effect of editing one record.
 */
export const fieldDefinitionSchema = z
  .strictObject({
    key: fieldKeySchema,
    label: bilingualSchema,
    type: z.enum(fieldTypes),
    help: bilingualSchema.optional(),
    required: z.boolean().default(false),
    /** A value of the field's type given to new documents (checked against the type). */
    default: z.unknown().optional(),
    /** Shown on the list cards, in `order`. */
    onCard: z.boolean().default(false),
    /** choice, multiChoice: what may be chosen. */
    options: z.array(z.string().trim().min(1).max(200)).max(200).optional(),
    /** integer, decimal, currency, percent, slider: bounds; rating: max stars (default 5). */
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
    step: z.number().positive().finite().optional(),
    /** documentRef: the key of the collection whose documents it names. */
    collection: z.string().trim().min(1).max(100).optional(),
    /** calculated: an expression over the other fields (shared/src/fields/calculate.ts). */
    formula: z.string().trim().min(1).max(2000).optional(),
    /**
     * Conditional visibility (issue 13): the field is shown, and asked for, only when another
     * field of the list has a value — any value, or `equals` (a choice among multiple choices).
     */
    showWhen: z
      .strictObject({
        field: fieldKeySchema,
        equals: z.union([z.string().trim().min(1).max(200), z.number().finite(), z.boolean()]).optional(),
      })
      .optional(),
  })
  .superRefine((def, ctx) => {
    const problem = (message: string, path: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    if ((def.type === 'choice' || def.type === 'multiChoice') && !def.options?.length)
      problem('a choice needs its options', 'options');
    if (def.type === 'documentRef' && !def.collection)
      problem('a document reference needs its collection', 'collection');
    if (def.type === 'calculated' && !def.formula) problem('a calculated field needs its formula', 'formula');
    if (def.min !== undefined && def.max !== undefined && def.min > def.max) problem('min above max', 'min');
  });
export type FieldDefinition = z.infer<typeof fieldDefinitionSchema>;
export type FieldDefinitionInput = z.input<typeof fieldDefinitionSchema>;

/** A definition's declared fields: keys unique, at most 200. */
export const fieldListSchema = z
  .array(fieldDefinitionSchema)
  .max(200)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((field, i) => {
      if (seen.has(field.key))
        ctx.addIssue({ code: 'custom', message: `field "${field.key}" twice`, path: [i, 'key'] });
      seen.add(field.key);
    });
    fields.forEach((field, i) => {
      const when = field.showWhen?.field;
      if (when !== undefined && (when === field.key || !seen.has(when)))
        ctx.addIssue({
          code: 'custom',
          message: 'shown only when another field of the list has a value',
          path: [i, 'showWhen', 'field'],
        });
    });
  });
