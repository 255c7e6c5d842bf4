import { z } from 'zod';

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  /** Our queries are collection-scoped; a COLLECTION_GROUP index never serves them. */
  queryScope?: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

export const indexFieldSchema = z
  .looseObject({
    fieldPath: z.string().min(1),
    order: z.enum(['ASCENDING', 'DESCENDING']).optional(),
    arrayConfig: z.literal('CONTAINS').optional(),
  })
  .refine((field) => !(field.order && field.arrayConfig), 'a field is either ordered or an array');

/** Loose: firebase-tools writes extra keys (e.g. `density`) that play no part here. */
export const compositeIndexSchema = z.looseObject({
  collectionGroup: z.string().min(1),
  queryScope: z.enum(['COLLECTION', 'COLLECTION_GROUP']).optional(),
  fields: z.array(indexFieldSchema).min(1),
});

/** firestore.indexes.json: the composite indexes both stores enforce (ARCHITECTURE §5). */
export const firestoreIndexesFileSchema = z.object({
  indexes: z.array(compositeIndexSchema).default([]),
  fieldOverrides: z.array(z.unknown()).default([]),
});
export type FirestoreIndexesFile = z.infer<typeof firestoreIndexesFileSchema>;
