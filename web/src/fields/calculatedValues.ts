import { type FieldDefinition, withCalculatedValues } from '@colmena/shared/fields';
import { createSandbox, type SandboxError } from '@colmena/shared/sandbox';

// The formulas' inputs and results are the shared kit's (the server fills public forms' too).
export { calculateFromValues, formulaInput, withCalculatedValues } from '@colmena/shared/fields';

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
