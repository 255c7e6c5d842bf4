import type { JsonValue, Sandbox, SandboxError } from '../sandbox/sandbox';
import { isEmptyValue } from './checkFieldValue';
import type { FieldDefinition } from './fieldDefinition';

const identifier = /^[A-Za-z_$\u00C0-\u024F][\w$\u00C0-\u024F]*$/;
/** Words a formula may not shadow: they would break the function around it. */
const reserved = new Set([
  'f',
  'main',
  'arguments',
  'eval',
  'return',
  'function',
  'var',
  'let',
  'const',
  'this',
  'new',
  'delete',
  'typeof',
  'void',
  'in',
  'of',
  'if',
  'else',
  'for',
  'while',
  'do',
  'switch',
  'case',
  'default',
  'break',
  'continue',
  'try',
  'catch',
  'finally',
  'throw',
  'class',
  'extends',
  'super',
  'import',
  'export',
  'yield',
  'await',
  'async',
  'with',
  'null',
  'true',
  'false',
  'undefined',
  'NaN',
  'Infinity',
  'Math',
]);

/**
 * The sandbox script of a calculated field: the formula is one expression over the other fields,
 * each by its name when that is a plain word (`Cantidad * Precio`) or as `f["Días de obra"]`.
 * It runs in the shared QuickJS sandbox (no I/O, time and memory limits), never `eval`.
 */
export function formulaScript(formula: string, keys: readonly string[]): string {
  const names = keys.filter((key) => identifier.test(key) && !reserved.has(key));
  const bindings = names.map((key) => `const ${key} = f[${JSON.stringify(key)}];`).join(' ');
  // A division by zero gives no number rather than an error: the field is then empty.
  return `function main(f) { ${bindings} const r = (\n${formula}\n); return typeof r === 'number' && !isFinite(r) ? null : r; }`;
}

export type Calculated =
  | { ok: true; value: number | string | boolean | null }
  | { ok: false; error: SandboxError };

/** A calculated field's value for a document's other values: a number, text, yes/no or null. */
export function calculateField(
  sandbox: Sandbox,
  def: FieldDefinition,
  values: Record<string, unknown>,
): Calculated {
  if (!def.formula) return { ok: true, value: null };
  const outcome = sandbox.run({
    code: formulaScript(def.formula, Object.keys(values)),
    input: values,
    timeoutMs: 50,
  });
  if (!outcome.ok) return outcome;
  const value: JsonValue = outcome.value;
  if (typeof value === 'number') return { ok: true, value: Number.isFinite(value) ? value : null };
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return { ok: true, value };
  return { ok: false, error: { kind: 'output', message: 'a formula gives a number, a text or yes/no' } };
}

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
