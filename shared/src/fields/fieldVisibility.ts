import { isEmptyValue } from './checkFieldValue';
import type { FieldDefinition } from './fieldDefinition';

/**
 * Whether a field is shown (and asked for) given the values of the others (issue 13: "show when
 * another field has a value"): always without `showWhen`; else when the named field is not
 * empty and, with `equals`, holds it (is it, or for a multiple choice, includes it).
 */
export function isFieldShown(
  field: Pick<FieldDefinition, 'showWhen'>,
  values: Readonly<Record<string, unknown>>,
): boolean {
  const when = field.showWhen;
  if (!when) return true;
  const value = values[when.field];
  if (isEmptyValue(value)) return false;
  if (when.equals === undefined) return true;
  return Array.isArray(value) ? value.includes(when.equals) : value === when.equals;
}

/** The values without those of hidden fields: a form never sends what it did not show. */
export function withoutHiddenValues(
  fields: readonly FieldDefinition[],
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const hidden = new Set(fields.filter((field) => !isFieldShown(field, values)).map((field) => field.key));
  return Object.fromEntries(Object.entries(values).filter(([key]) => !hidden.has(key)));
}
