import type { Language, PublicCollection } from '@colmena/shared';
import {
  type FieldDefinition,
  type FieldType,
  fieldLabel,
  formatFieldValue,
  isEmptyValue,
} from '@colmena/shared/fields';
import { formatValue } from '@colmena/shared/format';
import type { ReferenceNames } from '../../fields/referenceNames';
import type { FieldKind } from './fieldKind';
import { orderedFields } from './visibleFields';

/** The declared fields of a collection's documents (main) or of its journals (secondary). */
export function declaredFields(
  collection: Pick<PublicCollection, 'fields' | 'secondaryFields'> | null | undefined,
  role: 'main' | 'secondary',
): readonly FieldDefinition[] {
  return (role === 'main' ? collection?.fields : collection?.secondaryFields) ?? [];
}

/**
 * Stored keys that are the collection's, not the person's: the owner field says who may see and
 * write a document (spec §6 owner rule), so no form shows or edits it as one of its fields.
 */
export function keptFields(
  collection: Pick<PublicCollection, 'ownerField'> | null | undefined,
  role: 'main' | 'secondary',
): readonly string[] {
  return role === 'main' && collection?.ownerField ? [collection.ownerField] : [];
}

// What a field is called on screen is shared with the sheets and reports the server writes.
export { fieldLabel };

/**
 * A document's fields as the project view shows them: every declared field in its declared order
 * (absent ones too: the form asks for them), then the document's other visible fields ("Other
 * fields": older documents keep keys nobody declared).
 */
export function documentSections(
  doc: Readonly<Record<string, unknown>>,
  fields: readonly FieldDefinition[],
  kept: readonly string[] = [],
): { declared: readonly FieldDefinition[]; others: string[] } {
  return { declared: fields, others: orderedFields(doc).filter((name) => isOtherField(name, fields, kept)) };
}

/**
 * Whether a stored key is one of the "other fields" beside the declared ones (view and edit form
 * alike). CreatedAt is said under the title (CreatedMeta): once fields are declared it is not
 * "another field", neither shown nor edited as one; nor is a `kept` field (keptFields).
 */
export function isOtherField(
  name: string,
  fields: readonly FieldDefinition[],
  kept: readonly string[] = [],
): boolean {
  if (kept.includes(name)) return false;
  if (fields.length === 0) return true;
  return name !== 'CreatedAt' && !fields.some((field) => field.key === name);
}

/**
 * A declared field's value as text, with the spec's placeholder when there is none; a contact
 * or document reference reads as the name `names` knows for its id.
 */
export function declaredText(
  field: FieldDefinition,
  value: unknown,
  language: Language,
  names?: ReferenceNames,
): string {
  if (isEmptyValue(value)) return formatValue(value === '' ? '' : undefined);
  return names?.(field, value) ?? formatFieldValue(field, value, language);
}

/** The card fields: the declared ones marked "on card", in order, when there are any. */
export function onCardFields(fields: readonly FieldDefinition[]): string[] {
  return fields.filter((field) => field.onCard).map((field) => field.key);
}

/** Types a list can be sorted by (a single comparable value). */
const sortableTypes: ReadonlySet<FieldType> = new Set([
  'shortText',
  'integer',
  'decimal',
  'currency',
  'percent',
  'email',
  'phone',
  'date',
  'dateTime',
  'time',
  'yesNo',
  'choice',
  'rating',
  'slider',
  'barcode',
  'calculated',
]);

export function sortableFields(fields: readonly FieldDefinition[]): string[] {
  return fields.filter((field) => sortableTypes.has(field.type)).map((field) => field.key);
}

/** The type an undeclared field would be declared with, from what its value looks like (null: not offered). */
export function typeForKind(kind: FieldKind, value: unknown): FieldType | null {
  switch (kind) {
    case 'text':
      return 'shortText';
    case 'longText':
      return 'longText';
    case 'number':
      return Number.isInteger(value) ? 'integer' : 'decimal';
    case 'currency':
      return 'currency';
    case 'percent':
      return 'percent';
    case 'email':
      return 'email';
    case 'date':
      return typeof value === 'string' && value.length === 10 ? 'date' : 'dateTime';
    case 'boolean':
      return 'yesNo';
    default:
      return null;
  }
}
