import type { StoredDoc } from '@colmena/shared';
import { type FieldDefinition, formatFieldValue } from '@colmena/shared/fields';
import { formatDate, formatDateTime, formatValue } from '@colmena/shared/format';
import type { TableColumn } from '@colmena/shared/widgets';

/** A column as shown: the field it reads and its heading. */
export interface ShownColumn {
  field: string;
  label: string;
}

/** Fields every document carries that say nothing to a reader of a table. */
const bookkeeping = new Set(['FireId', 'collection']);
const maxDerivedColumns = 8;

/**
 * The configured columns in their order; none configured: the documents' own fields (Name
 * first, then as they first appear), at most eight, so a table always shows something.
 */
export function shownColumns(configured: readonly TableColumn[], docs: readonly StoredDoc[]): ShownColumn[] {
  if (configured.length > 0) {
    return configured.map((c) => ({ field: c.field, label: c.label?.trim() || c.field }));
  }
  const fields: string[] = [];
  for (const doc of docs) {
    for (const field of Object.keys(doc)) {
      if (!bookkeeping.has(field) && !fields.includes(field)) fields.push(field);
    }
  }
  fields.sort((a, b) => Number(b === 'Name') - Number(a === 'Name'));
  return fields.slice(0, maxDerivedColumns).map((field) => ({ field, label: field }));
}

/** A field's value, read through dots for a nested map (`address.city`). */
export function fieldValue(doc: Readonly<Record<string, unknown>>, field: string): unknown {
  if (Object.hasOwn(doc, field)) return doc[field];
  let value: unknown = doc;
  for (const part of field.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * A cell as read (shared/src/format: Spanish numbers, booleans, the missing-value text). Dates
 * read the Spanish way like the rest of the product (issue 12: a journal's date read
 * "2025-04-09T10:15:00.000Z"): a column of a declared date or dateTime field by its type, any
 * other cell holding an ISO date or date-time string as one.
 */
export function cellText(
  doc: Readonly<Record<string, unknown>>,
  field: string,
  declared?: FieldDefinition,
): string {
  const value = fieldValue(doc, field);
  if (declared && dateTypes.has(declared.type)) {
    const text = formatFieldValue(declared, value, 'es');
    if (text !== '') return text;
  }
  if (typeof value === 'string') {
    if (isoDateTime.test(value)) return formatDateTime(value);
    // A bare day has no time of day to shift: read at noon UTC, it is that day in every zone.
    if (isoDate.test(value)) return formatDate(`${value}T12:00:00Z`, { timeZone: 'UTC' });
  }
  return formatValue(value);
}

const dateTypes = new Set<FieldDefinition['type']>(['date', 'dateTime']);
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The declared date and dateTime fields of the documents' collection, by key (cellText's `declared`). */
export function declaredDates(fields: readonly FieldDefinition[]): ReadonlyMap<string, FieldDefinition> {
  return new Map(fields.filter((def) => dateTypes.has(def.type)).map((def) => [def.key, def]));
}
