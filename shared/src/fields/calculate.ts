import type { JsonValue, Sandbox, SandboxError } from '../sandbox/sandbox';
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
