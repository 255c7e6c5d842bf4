import { type Calculated, calculateField, type FieldDefinition, isEmptyValue } from '@colmena/shared/fields';
import { createSandbox, type Sandbox, type SandboxError } from '@colmena/shared/sandbox';

/**
 * The values a formula sees: the other fields' values, empty ones left out — a formula over a
 * field nobody filled has no value yet (missingField), rather than counting it as 0.
 */
export function formulaInput(
  def: FieldDefinition,
  values: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values ?? {}))
    if (key !== def.key && !isEmptyValue(value)) input[key] = value;
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

/**
 * The field a failed formula missed, when that is why it failed: a name it uses that the form
 * has no value for yet (QuickJS: "ReferenceError: 'Cantidad' is not defined"). Such a formula
 * has no value yet rather than an error; null for any other failure.
 */
export function missingField(
  error: SandboxError,
  values: Readonly<Record<string, unknown>> | undefined,
): string | null {
  if (error.kind !== 'runtime') return null;
  const name = /ReferenceError: '?([^'\s]+)'? is not defined/.exec(error.message)?.[1];
  return name !== undefined && (values?.[name] ?? null) === null ? name : null;
}

/**
 * What a form sends, its calculated fields filled in (withCalculatedValues): the sandbox loads
 * only when the form has a calculated field (once per page).
 */
export async function fillCalculatedValues(
  fields: readonly FieldDefinition[],
  values: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  if (!fields.some((def) => def.type === 'calculated')) return { ...values };
  return withCalculatedValues(await createSandbox(), fields, values);
}
