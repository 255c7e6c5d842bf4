import {
  checkDocumentFields,
  checkFieldValue,
  type FieldDefinition,
  type FieldProblem,
} from '@colmena/shared/fields';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** A form's values as react-hook-form holds them: by field place, see fieldName. */
export type KitFormValues = Record<string, unknown>;

/**
 * The name react-hook-form knows a field by: its place. A field key may hold characters
 * react-hook-form reads as a path (`[0]`, spaces are fine but `.`-free keys may still hold
 * brackets), so keys never become names.
 */
export const fieldName = (index: number): string => `f${index}`;

/** The form's starting values from values by field key (none: null, what a cleared input leaves). */
export function toFormValues(
  fields: readonly FieldDefinition[],
  values: Readonly<Record<string, unknown>>,
): KitFormValues {
  return Object.fromEntries(fields.map((field, index) => [fieldName(index), values[field.key] ?? null]));
}

/** The form's values by field key again. */
export function fromFormValues(
  fields: readonly FieldDefinition[],
  formValues: Readonly<KitFormValues>,
): Record<string, unknown> {
  return Object.fromEntries(fields.map((field, index) => [field.key, formValues[fieldName(index)] ?? null]));
}

/**
 * The react-hook-form resolver of a field-kit form: every field checked by the shared kit
 * (checkDocumentFields, the server's own check), each problem under its field's name. The
 * kit's FieldProblem (a code and the limit it names) is what the inputs show, so the resolver
 * keeps the code as the error's type and problemOf gives the problem back.
 */
export function kitResolver(fields: readonly FieldDefinition[]): Resolver<KitFormValues> {
  return (formValues) => {
    const problems = checkDocumentFields(fields, fromFormValues(fields, formValues));
    const errors: FieldErrors<KitFormValues> = {};
    fields.forEach((field, index) => {
      const problem = problems[field.key];
      if (problem) errors[fieldName(index)] = { type: problem.code, message: problem.code };
    });
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: formValues, errors: {} };
  };
}

/** What is wrong with a field's value (null: nothing), to show beside it. */
export function problemOf(field: FieldDefinition, value: unknown): FieldProblem | null {
  const checked = checkFieldValue(field, value);
  return checked.ok ? null : checked.problem;
}
