import { type Calculated, calculateField, type FieldDefinition } from '@colmena/shared/fields';
import type { Sandbox } from '@colmena/shared/sandbox';

/** The values a formula sees: the other fields' values that are JSON (an undefined is left out). */
export function formulaInput(
  def: FieldDefinition,
  values: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values ?? {}))
    if (key !== def.key && value !== undefined) input[key] = value;
  return input;
}

/** A calculated field's value for the form's values, through the sandbox. */
export const calculateFromValues = (
  sandbox: Sandbox,
  def: FieldDefinition,
  values: Readonly<Record<string, unknown>> | undefined,
): Calculated => calculateField(sandbox, def, formulaInput(def, values));

/**
 * The form's values with each calculated field set to what its formula gives (null when it
 * fails), what a form sends so lists and cards read the result without running it.
 */
export function withCalculatedValues(
  sandbox: Sandbox,
  fields: readonly FieldDefinition[],
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...values };
  for (const def of fields) {
    if (def.type !== 'calculated') continue;
    const outcome = calculateFromValues(sandbox, def, values);
    result[def.key] = outcome.ok ? outcome.value : null;
  }
  return result;
}
