import type { Language } from '@colmena/shared';

/** What a typed number reads as: nothing, a number, or text that is no number (kept as typed). */
export type TypedNumber = { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'invalid' };

const spanishThousands = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/;
const englishThousands = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;
const decimalComma = /^-?(\d+,\d*|,\d+)$/;
const plain = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * A number as a person types it. Spaces, '€' and '%' are ignored; a decimal comma is always
 * accepted ("12,5"), so is a decimal point ("12.5"). Thousands separators follow the language:
 * in Spanish "1.234,5" and "1.234" are one thousand and more, in English "1,234.5" and "1,234".
 * "12," while typing reads as 12.
 */
export function parseTypedNumber(text: string, language: Language): TypedNumber {
  const compact = text.replace(/[\s\u00a0\u202f€%]/g, '');
  if (compact === '') return { kind: 'empty' };
  let normal: string | null = null;
  if (language === 'es' && spanishThousands.test(compact))
    normal = compact.replace(/\./g, '').replace(',', '.');
  else if (language === 'en' && englishThousands.test(compact)) normal = compact.replace(/,/g, '');
  else if (decimalComma.test(compact)) normal = compact.replace(',', '.');
  else if (plain.test(compact)) normal = compact;
  if (normal === null) return { kind: 'invalid' };
  const value = Number(normal);
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'invalid' };
}

/** A number's digits without an exponent (String(1e-7) is "1e-7", which nobody types). */
function plainDigits(value: number): string {
  const text = String(value);
  if (!/e/i.test(text) || Math.abs(value) >= 1e21) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/**
 * A stored number as its input shows it, without grouping so it reads back the same: a decimal
 * comma in Spanish, a point in English. Anything that is no number shows as it is (an old value
 * or what was typed), nothing as ''.
 */
export function numberText(value: unknown, language: Language): string {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const text = plainDigits(value);
    return language === 'es' ? text.replace('.', ',') : text;
  }
  if (typeof value === 'string') return value;
  return '';
}

/**
 * What a number input gives its form: null when emptied, the number when it reads as one, else
 * the text as typed, which the field's check then calls 'not_number' (nothing guessed).
 */
export function typedNumberValue(text: string, language: Language): number | string | null {
  const typed = parseTypedNumber(text, language);
  if (typed.kind === 'empty') return null;
  return typed.kind === 'number' ? typed.value : text;
}
