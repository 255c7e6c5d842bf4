import { type CompositeIndex, compositeIndexSchema, fieldPathSchema } from '@colmena/shared/query';
import { collectionNameSchema } from '@colmena/shared/schemas';

export type IndexValidation = { ok: true; index: CompositeIndex } | { ok: false; problem: string };

/**
 * An index a company may declare: a collection name, one or more distinct valid field paths,
 * collection scope (the only one our queries use), each field ordered or an array (CONTAINS) —
 * at most one array field. One field is what Firestore indexes by itself; the embedded store
 * builds nothing for a query, so a one-field declaration is how a company gets that index there
 * (the export to firestore.indexes.json leaves it out).
 */
export function validateIndex(value: unknown): IndexValidation {
  const parsed = compositeIndexSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problem: parsed.error.issues[0]?.message ?? 'invalid index' };
  const { collectionGroup, queryScope, fields } = parsed.data;
  if (!collectionNameSchema.safeParse(collectionGroup).success)
    return { ok: false, problem: 'invalid collection' };
  if (queryScope === 'COLLECTION_GROUP') return { ok: false, problem: 'only collection scope is used' };
  if (fields.some((field) => !fieldPathSchema.safeParse(field.fieldPath).success))
    return { ok: false, problem: 'invalid field path' };
  if (new Set(fields.map((field) => field.fieldPath)).size !== fields.length)
    return { ok: false, problem: 'a field appears twice' };
  if (fields.filter((field) => field.arrayConfig).length > 1)
    return { ok: false, problem: 'at most one array field' };
  return {
    ok: true,
    index: {
      collectionGroup,
      queryScope: 'COLLECTION',
      fields: fields.map(({ fieldPath, order, arrayConfig }) =>
        arrayConfig ? { fieldPath, arrayConfig } : { fieldPath, order: order ?? 'ASCENDING' },
      ),
    },
  };
}
