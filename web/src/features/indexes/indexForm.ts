import type { MessageKey } from '@colmena/shared';
import { type CompositeIndex, type IndexField, isFieldPath } from '@colmena/shared/query';

export type FieldMode = 'asc' | 'desc' | 'contains';

/** One row of the "declare an index" form. */
export interface FormField {
  fieldPath: string;
  mode: FieldMode;
}

export type IndexFromForm = { ok: true; index: CompositeIndex } | { ok: false; problem: MessageKey };

/**
 * The form's rows as the index the server validates again (same rules: a collection, one or
 * more distinct valid field paths, at most one array field), or the text to show instead. One
 * field is an index the embedded store builds only when declared (Firestore has it already).
 */
export function indexFromForm(collection: string, fields: readonly FormField[]): IndexFromForm {
  const collectionGroup = collection.trim();
  if (!collectionGroup) return { ok: false, problem: 'indexes.form.needsCollection' };
  const rows = fields.map((field) => ({ ...field, fieldPath: field.fieldPath.trim() }));
  if (rows.length < 1) return { ok: false, problem: 'indexes.form.needsField' };
  if (!rows.every((row) => isFieldPath(row.fieldPath)))
    return { ok: false, problem: 'indexes.form.badField' };
  if (new Set(rows.map((row) => row.fieldPath)).size !== rows.length)
    return { ok: false, problem: 'indexes.form.repeatedField' };
  if (rows.filter((row) => row.mode === 'contains').length > 1)
    return { ok: false, problem: 'indexes.form.oneArray' };
  return { ok: true, index: { collectionGroup, queryScope: 'COLLECTION', fields: rows.map(toIndexField) } };
}

function toIndexField({ fieldPath, mode }: FormField): IndexField {
  if (mode === 'contains') return { fieldPath, arrayConfig: 'CONTAINS' };
  return { fieldPath, order: mode === 'desc' ? 'DESCENDING' : 'ASCENDING' };
}

/** An index field in one glance: `Estado ↑`, `Presupuesto ↓`, `owners [∋]`. */
export function describeField(field: IndexField): string {
  if (field.arrayConfig) return `${field.fieldPath} [∋]`;
  return `${field.fieldPath} ${field.order === 'DESCENDING' ? '↓' : '↑'}`;
}

/** The `?query=` URL state: JSON of a `POST /api/query` body, or null when it is not an object. */
export function parseQueryText(text: string | null): Record<string, unknown> | null {
  if (!text?.trim()) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
