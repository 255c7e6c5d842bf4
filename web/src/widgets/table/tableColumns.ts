import type { StoredDoc } from '@colmena/shared';
import { formatValue } from '@colmena/shared/format';
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

/** A cell as read (shared/src/format: Spanish numbers, booleans, the missing-value text). */
export function cellText(doc: Readonly<Record<string, unknown>>, field: string): string {
  return formatValue(fieldValue(doc, field));
}
