import { z } from 'zod';

/** A document id as stored (FireId): non-empty, no '/' because ids are path segments. */
export const docIdSchema = z
  .string()
  .min(1)
  .max(150)
  .regex(/^[^/]+$/, 'must not contain "/"');

export const fireIdSchema = docIdSchema;

/** Collection names are path segments too: letters, digits, '_' and '-' only. */
export const collectionNameSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'only letters, digits, "_" and "-"');

/**
 * Date fields as they arrive from a store: ISO text, epoch milliseconds or a Date
 * (spec §3: "date fields are converted to dates" — the reader converts, we only check).
 */
export const dateValueSchema = z.union([
  z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'not a date'),
  z.number().finite(),
  z.date(),
]);
export type DateValue = z.infer<typeof dateValueSchema>;

/** Spec §3: "All documents carry FireId and collection" (collection is added on read). */
export const documentShape = {
  FireId: fireIdSchema,
  collection: z.string().optional(),
};

export const sortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

/** A scalar a tenant can type in a config field (compared as text by the policy). */
export const scalarSchema = z.union([z.string(), z.number(), z.boolean()]);
export type Scalar = z.infer<typeof scalarSchema>;
