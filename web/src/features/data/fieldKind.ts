/**
 * How a field is shown and edited. Company collections have no schema (spec §3: each company
 * defines its own fields), so the kind is read from the value and, for numbers and text, from
 * the field's name: "Presupuesto" is money, "Porcentaje" a percentage, "email" an e-mail.
 */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'number'
  | 'currency'
  | 'percent'
  | 'email'
  | 'date'
  | 'boolean'
  | 'list'
  | 'object';

export const editableKinds = [
  'text',
  'longText',
  'number',
  'currency',
  'percent',
  'email',
  'date',
  'boolean',
  'list',
] as const satisfies readonly FieldKind[];

const percentName = /porcentaje|percent|pct|%/i;
const currencyName = /presupuesto|precio|importe|coste|costo|total|price|amount|cost|budget/i;
const emailName = /e-?mail|correo/i;
const emailValue = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const longTextMin = 80;

export function isIsoDate(value: string): boolean {
  return isoDate.test(value) && !Number.isNaN(Date.parse(value));
}

export function looksLikeEmail(value: string): boolean {
  return emailValue.test(value);
}

export function fieldKind(name: string, value: unknown): FieldKind {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return numberKind(name);
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string') ? 'list' : 'object';
  if (value !== null && typeof value === 'object') return 'object';
  if (typeof value === 'string') {
    if (value !== '' && isIsoDate(value)) return 'date';
    if (emailName.test(name) || (value !== '' && looksLikeEmail(value))) return 'email';
    if (value.length >= longTextMin || value.includes('\n')) return 'longText';
    return 'text';
  }
  // No value yet: the name is all there is.
  if (percentName.test(name)) return 'percent';
  if (emailName.test(name)) return 'email';
  return 'text';
}

/**
 * The kind a field added under `name` as `kind` will read as once saved: numbers take theirs
 * from the name (a percentage or an amount only when the name says so); the others keep theirs
 * through their value.
 */
export function keptKind(name: string, kind: FieldKind): FieldKind {
  return kind === 'number' || kind === 'percent' || kind === 'currency' ? numberKind(name) : kind;
}

function numberKind(name: string): FieldKind {
  if (percentName.test(name)) return 'percent';
  if (currencyName.test(name)) return 'currency';
  return 'number';
}
