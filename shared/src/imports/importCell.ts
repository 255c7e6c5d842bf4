import type { FieldDefinition } from '../fields/fieldDefinition';

/**
 * A cell as the readers hand it on: text, a number, a yes/no, or nothing. A date cell of a
 * workbook arrives as ISO text (`2026-03-01` when it has no time of day).
 */
export type ImportCell = string | number | boolean | null;

const yes = new Set(['si', 'sí', 'yes', 'true', 'verdadero', 'x', '1', 's', 'y']);
const no = new Set(['no', 'false', 'falso', '0', 'n']);
const dayMonthYear = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const isoDate = /^\d{4}-\d{2}-\d{2}/;
const pad = (n: string) => n.padStart(2, '0');

/** A number as people type it: `1.234,5` (Spanish), `1,234.5`, `1234.5`, `12 %`, `45 €`. */
export function parseNumber(text: string): number | null {
  let t = text.replace(/[\s\u00a0€$%]/g, '');
  if (!/^[+-]?[\d.,]+$/.test(t)) return null;
  const comma = t.lastIndexOf(',');
  const dot = t.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    t = comma > dot ? t.replaceAll('.', '').replace(',', '.') : t.replaceAll(',', '');
  } else if (comma >= 0) {
    t =
      /^[+-]?\d{1,3}(,\d{3})+$/.test(t) && t.split(',').length > 2
        ? t.replaceAll(',', '')
        : t.replace(',', '.');
  } else if (dot >= 0 && /^[+-]?\d{1,3}(\.\d{3})+$/.test(t)) {
    // Spanish thousands: 1.234 is one thousand two hundred and thirty-four.
    t = t.replaceAll('.', '');
  }
  const value = Number(t);
  return Number.isFinite(value) ? value : null;
}

function dateOf(text: string, withTime: boolean): string | null {
  if (isoDate.test(text)) {
    if (!withTime) return text.slice(0, 10);
    return text.length === 10 ? `${text}T00:00` : text;
  }
  const m = dayMonthYear.exec(text);
  if (!m) return null;
  const [, d = '', mo = '', y = '', h, mi, s] = m;
  const day = `${y}-${pad(mo)}-${pad(d)}`;
  if (!withTime) return day;
  return `${day}T${pad(h ?? '0')}:${mi ?? '00'}${s ? `:${s}` : ''}`;
}

function timeOf(text: string): string {
  const iso = /T(\d{2}:\d{2})/.exec(text);
  if (iso?.[1]) return iso[1];
  const m = /^(\d{1,2}):(\d{2})(:\d{2})?$/.exec(text);
  return m ? `${pad(m[1] ?? '')}:${m[2]}${m[3] ?? ''}` : text;
}

/**
 * One collator for every cell: `localeCompare` with a locale and options builds one per call,
 * which was ~4% of an Excel import's server CPU (a choice column compared against each option).
 */
const sameLetters = new Intl.Collator('es', { sensitivity: 'base' });

const option = (options: readonly string[] | undefined, text: string) =>
  options?.find((o) => sameLetters.compare(o, text) === 0) ?? text;

/**
 * The stored value a cell gives a field, in the field's stored shape where the cell can be read
 * as one (`1.234,5` → 1234.5, `01/03/2026` → `2026-03-01`, `Sí` → true); otherwise the cell as
 * it is, for the field kit's validator to refuse. `undefined`: an empty cell, nothing to write.
 * Without a declared field, text is trimmed and numbers and yes/no kept.
 */
export function cellValue(def: FieldDefinition | undefined, cell: ImportCell): unknown {
  if (cell === null) return undefined;
  const text = typeof cell === 'string' ? cell.trim() : String(cell);
  if (text === '') return undefined;
  if (!def) return typeof cell === 'string' ? text : cell;
  switch (def.type) {
    case 'integer':
    case 'decimal':
    case 'currency':
    case 'percent':
    case 'rating':
    case 'slider':
      return typeof cell === 'number' ? cell : (parseNumber(text) ?? text);
    case 'date':
      return dateOf(text, false) ?? text;
    case 'dateTime':
      return dateOf(text, true) ?? text;
    case 'time':
      return timeOf(text);
    case 'yesNo': {
      if (typeof cell === 'boolean') return cell;
      const lower = text.toLowerCase();
      return yes.has(lower) ? true : no.has(lower) ? false : text;
    }
    case 'choice':
      return option(def.options, text);
    case 'multiChoice':
      return text
        .split(/[;,]/)
        .map((item) => item.trim())
        .filter(Boolean)
        .map((item) => option(def.options, item));
    case 'image':
      return text.split(/[\s,]+/).filter(Boolean);
    case 'file':
      return text
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((url) => ({ name: decodeURIComponent(url.split('/').pop() || url), url }));
    case 'location': {
      const [lat, lng] = text.split(/[;,]\s*|\s+/).map((part) => Number(part));
      return lat !== undefined && lng !== undefined && Number.isFinite(lat) && Number.isFinite(lng)
        ? { lat, lng }
        : text;
    }
    case 'calculated':
      // Computed from the other fields, never typed in.
      return undefined;
    default:
      return text;
  }
}
