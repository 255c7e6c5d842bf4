import { isHexColor } from '../schemas/companyCommands';
import type { FieldDefinition } from './fieldDefinition';
import { isFieldShown } from './fieldVisibility';

/** Why a value does not fit its field; `fields.problem.<code>` is its text (es/en), with the values named. */
export type FieldProblem =
  | { code: 'required' }
  | { code: 'not_text' }
  | { code: 'too_long'; max: number }
  | { code: 'not_number' }
  | { code: 'not_integer' }
  | { code: 'below_min'; min: number }
  | { code: 'above_max'; max: number }
  | { code: 'not_email' }
  | { code: 'not_phone' }
  | { code: 'not_url' }
  | { code: 'not_date' }
  | { code: 'not_date_time' }
  | { code: 'not_time' }
  | { code: 'not_yes_no' }
  | { code: 'not_option' }
  | { code: 'bad_hex' }
  | { code: 'not_images' }
  | { code: 'not_files' }
  | { code: 'not_location' }
  | { code: 'not_reference' };

export type FieldCheck = { ok: true } | { ok: false; problem: FieldProblem };

/** Longest text each text type holds (a rich text counts its markup). */
export const textLimits = { shortText: 500, longText: 20_000, richText: 100_000, barcode: 500 } as const;
/** Most images or files one field holds. */
export const maxAttachments = 50;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\+?[0-9][0-9 ()./-]{4,24}$/;
const linkPattern = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const idPattern = /^[^/]{1,150}$/;

const ok: FieldCheck = { ok: true };
const fail = (problem: FieldProblem): FieldCheck => ({ ok: false, problem });

/** No value: absent, null, empty text or an empty list (what a cleared input leaves). */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** The number written by the digits at `from` (datePattern already matched them). */
function digitsAt(text: string, from: number, count: number): number {
  let value = 0;
  for (let i = from; i < from + count; i++) value = value * 10 + text.charCodeAt(i) - 48;
  return value;
}

/**
 * Whether a `YYYY-MM-DD` text names a day of the (proleptic Gregorian) calendar, as Date reads
 * it. Counted, not parsed through a Date and its ISO text: an import checks every date cell twice.
 */
function validDate(text: string): boolean {
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days =
    month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return day <= days;
}

function text(value: unknown, max: number, pattern?: RegExp, mismatch?: FieldProblem): FieldCheck {
  if (typeof value !== 'string') return fail({ code: 'not_text' });
  if (value.length > max) return fail({ code: 'too_long', max });
  if (pattern && !pattern.test(value.trim())) return fail(mismatch ?? { code: 'not_text' });
  return ok;
}

function number(
  value: unknown,
  def: FieldDefinition,
  integer: boolean,
  min?: number,
  max?: number,
): FieldCheck {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail({ code: 'not_number' });
  if (integer && !Number.isInteger(value)) return fail({ code: 'not_integer' });
  const low = def.min ?? min;
  const high = def.max ?? max;
  if (low !== undefined && value < low) return fail({ code: 'below_min', min: low });
  if (high !== undefined && value > high) return fail({ code: 'above_max', max: high });
  return ok;
}

const isLink = (value: unknown) =>
  typeof value === 'string' && value.length <= 2000 && linkPattern.test(value);

/**
 * Whether `value` fits field `def` (issue 13: each type's schema). An empty value fits unless
 * the field is required; a calculated field holds whatever its formula gave.
 */
export function checkFieldValue(def: FieldDefinition, value: unknown): FieldCheck {
  if (isEmptyValue(value)) return def.required && def.type !== 'calculated' ? fail({ code: 'required' }) : ok;
  switch (def.type) {
    case 'shortText':
    case 'longText':
    case 'richText':
    case 'barcode':
      return text(value, textLimits[def.type]);
    case 'email':
      return text(value, 320, emailPattern, { code: 'not_email' });
    case 'phone':
      return text(value, 30, phonePattern, { code: 'not_phone' });
    case 'url':
      return isLink(value) ? ok : fail({ code: 'not_url' });
    case 'integer':
      return number(value, def, true);
    case 'decimal':
    case 'currency':
      return number(value, def, false);
    case 'percent':
      return number(value, def, false, 0, 100);
    case 'rating':
      return number(value, { ...def, min: 1 }, true, 1, 5);
    case 'slider':
      return number(value, def, false, 0, 100);
    case 'date':
      return typeof value === 'string' && datePattern.test(value) && validDate(value)
        ? ok
        : fail({ code: 'not_date' });
    case 'dateTime':
      return typeof value === 'string' && dateTimePattern.test(value) && !Number.isNaN(Date.parse(value))
        ? ok
        : fail({ code: 'not_date_time' });
    case 'time':
      return typeof value === 'string' && timePattern.test(value) ? ok : fail({ code: 'not_time' });
    case 'yesNo':
      return typeof value === 'boolean' ? ok : fail({ code: 'not_yes_no' });
    case 'choice':
      return typeof value === 'string' && (def.options ?? []).includes(value)
        ? ok
        : fail({ code: 'not_option' });
    case 'multiChoice':
      return Array.isArray(value) &&
        new Set(value).size === value.length &&
        value.every((item) => typeof item === 'string' && (def.options ?? []).includes(item))
        ? ok
        : fail({ code: 'not_option' });
    case 'color':
      return isHexColor(value) ? ok : fail({ code: 'bad_hex' });
    case 'image':
      return Array.isArray(value) && value.length <= maxAttachments && value.every(isLink)
        ? ok
        : fail({ code: 'not_images' });
    case 'signature':
      return isLink(value) ? ok : fail({ code: 'not_images' });
    case 'file':
      return Array.isArray(value) &&
        value.length <= maxAttachments &&
        value.every(
          (item) =>
            typeof item === 'object' &&
            item !== null &&
            typeof (item as { name?: unknown }).name === 'string' &&
            isLink((item as { url?: unknown }).url),
        )
        ? ok
        : fail({ code: 'not_files' });
    case 'location': {
      const { lat, lng } = (typeof value === 'object' && value !== null ? value : {}) as {
        lat?: unknown;
        lng?: unknown;
      };
      return typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
        ? ok
        : fail({ code: 'not_location' });
    }
    case 'contact':
    case 'documentRef':
      return typeof value === 'string' && idPattern.test(value) ? ok : fail({ code: 'not_reference' });
    case 'calculated':
      return ok;
  }
}

/**
 * Every declared field of a document checked, by key: what a form shows beside each field. With
 * `partial` (a merge), only the fields present in `data` are checked.
 */
export function checkDocumentFields(
  fields: readonly FieldDefinition[],
  data: Record<string, unknown>,
  options: { partial?: boolean } = {},
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const def of fields) {
    if (options.partial && !(def.key in data)) continue;
    // A field hidden by its condition is not asked for; a value it holds must still be its type's.
    if (!isFieldShown(def, data) && isEmptyValue(data[def.key])) continue;
    const checked = checkFieldValue(def, data[def.key]);
    if (!checked.ok) problems[def.key] = checked.problem;
  }
  return problems;
}
