import type { MessageKey } from '@colmena/shared';
import { type FieldKind, looksLikeEmail } from './fieldKind';

/** What an edit input holds: text for most kinds, a checkbox state for booleans. */
export type RawValue = string | boolean;

export type Parsed = { ok: true; value: unknown } | { ok: false; error: MessageKey };

/** A stored value as its edit input shows it. */
export function toRaw(kind: FieldKind, value: unknown): RawValue {
  if (kind === 'boolean') return value === true;
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (kind === 'date' && typeof value === 'string') return dayOnly.test(value) ? value : toLocalInput(value);
  if (kind === 'list' && Array.isArray(value)) return value.map(String).join('\n');
  if (kind === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

/**
 * Spec §5: e-mail validity, number validity and percentages 0 to 100 are checked in the edit
 * view; each failure is a catalogue key shown under the field, and nothing is sent.
 */
export function parseRaw(kind: FieldKind, raw: RawValue): Parsed {
  if (kind === 'boolean') return { ok: true, value: raw === true };
  const text = typeof raw === 'string' ? raw : '';
  switch (kind) {
    case 'number':
    case 'currency': {
      const number = parseNumber(text);
      return number === null ? { ok: false, error: 'data.validation.number' } : { ok: true, value: number };
    }
    case 'percent': {
      const number = parseNumber(text);
      if (number === null) return { ok: false, error: 'data.validation.number' };
      if (number < 0 || number > 100) return { ok: false, error: 'data.validation.percent' };
      return { ok: true, value: number };
    }
    case 'email': {
      const email = text.trim();
      if (email !== '' && !looksLikeEmail(email)) return { ok: false, error: 'data.validation.email' };
      return { ok: true, value: email };
    }
    case 'date': {
      const time = Date.parse(text);
      if (text.trim() === '' || Number.isNaN(time)) return { ok: false, error: 'data.validation.date' };
      // A day stays a day: turning it into an instant would add a time nobody chose.
      if (dayOnly.test(text)) return { ok: true, value: text };
      return { ok: true, value: new Date(time).toISOString() };
    }
    case 'list':
      return {
        ok: true,
        value: text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      };
    case 'object':
      return parseJson(text);
    default:
      return { ok: true, value: text };
  }
}

/**
 * "1234,5", "1.234,5" (es-ES) and "1234.5" all read as 1234.5; "1.234" is Spanish thousands.
 * Blank or anything else is not a number.
 */
export function parseNumber(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0€%]/g, '');
  if (compact === '') return null;
  let normal = compact;
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(compact)) normal = compact.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d+,\d+$/.test(compact)) normal = compact.replace(',', '.');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(normal)) return null;
  const number = Number(normal);
  return Number.isFinite(number) ? number : null;
}

function parseJson(text: string): Parsed {
  try {
    const value: unknown = JSON.parse(text);
    if (value !== null && typeof value === 'object') return { ok: true, value };
  } catch {
    // falls through to the message
  }
  return { ok: false, error: 'data.validation.json' };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A date without a time, as `<input type="date">` reads and writes it. */
export const dayOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An ISO instant as a datetime-local input value, in the browser's zone. Seconds and
 * milliseconds are kept when the instant has them, so reading the input back gives the same
 * instant (a value cut to the minute would be a change nobody made).
 */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const minutes = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const seconds = date.getSeconds();
  const ms = date.getMilliseconds();
  if (ms > 0) return `${minutes}:${pad(seconds)}.${pad(ms, 3)}`;
  return seconds > 0 ? `${minutes}:${pad(seconds)}` : minutes;
}

/** The step a date input needs to hold its value (seconds or milliseconds only when it has them). */
export function dateInputStep(raw: string): number | undefined {
  if (/\.\d{3}$/.test(raw)) return 0.001;
  return /T\d{2}:\d{2}:\d{2}$/.test(raw) ? 1 : undefined;
}
