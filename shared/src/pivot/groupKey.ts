import type { PivotDateBucket, PivotGroupField } from './pivotConfig';

/**
 * One level of a row or column key. `null` is the group of documents where the field is
 * missing or null; a map or a list groups by its JSON text. Plain JSON, so a result serialises.
 */
export type PivotKeyPart = string | number | boolean | null;
export type PivotKey = readonly PivotKeyPart[];

export type FieldReader = (doc: Readonly<Record<string, unknown>>) => unknown;

/**
 * Reads a dotted path as `readField` in shared/src/query does (own keys of plain maps only, no
 * walking into lists), with the path split once instead of on every document.
 */
export function fieldReader(path: string): FieldReader {
  const segments = path.split('.');
  if (segments.length === 1) return ownKeyReader(path);
  return (doc) => {
    let current: unknown = doc;
    for (const segment of segments) {
      if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
      if (!Object.hasOwn(current, segment)) return undefined;
      current = (current as Record<string, unknown>)[segment];
    }
    return current;
  };
}

/**
 * The hot path of a pivot: one top-level field. A plain JSON object inherits only
 * Object.prototype, so a name that is not one of its keys (`constructor`, `__proto__`...) can only
 * be an own key, and is read without the `hasOwn` call.
 */
function ownKeyReader(name: string): FieldReader {
  if (name in Object.prototype) return (doc) => (Object.hasOwn(doc, name) ? doc[name] : undefined);
  return (doc) => doc[name];
}

/** The group a raw field value falls in. Equal parts are equal for a `Map` (SameValueZero). */
export function keyPartOf(raw: unknown): PivotKeyPart {
  if (raw === undefined || raw === null) return null;
  const kind = typeof raw;
  if (kind === 'string' || kind === 'boolean') return raw as string | boolean;
  if (kind === 'number') return Number.isFinite(raw) ? (raw as number) : null;
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? null : raw.toISOString();
  try {
    return JSON.stringify(raw) ?? null;
  } catch {
    return null;
  }
}

/** The group reader of one grouping field: its value, or its date bucket. */
export function groupReader(
  field: PivotGroupField,
): (doc: Readonly<Record<string, unknown>>) => PivotKeyPart {
  if (typeof field === 'string') {
    const read = fieldReader(field);
    return (doc) => {
      const raw = read(doc);
      // Text is most groups: skip the general case.
      return typeof raw === 'string' ? raw : keyPartOf(raw);
    };
  }
  const read = fieldReader(field.field);
  const bucket = field.bucket;
  return (doc) => dateBucket(read(doc), bucket);
}

export function groupFieldPath(field: PivotGroupField): string {
  return typeof field === 'string' ? field : field.field;
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * `2026-03-05` (day), `2026-W10` (ISO week) or `2026-03` (month); `null` for what is not a date.
 * ISO text is bucketed by the calendar day it is written with (a stored `2026-03-05T23:30:00Z`
 * is the 5th), epoch milliseconds by their UTC day: no time zone is guessed.
 */
export function dateBucket(raw: unknown, bucket: PivotDateBucket): string | null {
  let year: number;
  let month: number;
  let day: number;
  if (typeof raw === 'string') {
    const match = isoDay.exec(raw);
    if (!match) return null;
    year = Number(match[1]);
    month = Number(match[2]);
    day = Number(match[3]);
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  } else if ((typeof raw === 'number' && Number.isFinite(raw)) || raw instanceof Date) {
    const date = new Date(raw);
    if (Number.isNaN(date.getTime())) return null;
    year = date.getUTCFullYear();
    month = date.getUTCMonth() + 1;
    day = date.getUTCDate();
  } else {
    return null;
  }
  if (bucket === 'month') return `${pad(year, 4)}-${pad(month, 2)}`;
  if (bucket === 'day') return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  const week = isoWeek(year, month, day);
  return `${pad(week.year, 4)}-W${pad(week.week, 2)}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** ISO 8601 week: weeks start on Monday, week 1 holds the year's first Thursday. */
function isoWeek(year: number, month: number, day: number): { year: number; week: number } {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  // The Thursday of this week decides the year the week belongs to.
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const weekYear = date.getUTCFullYear();
  const firstDay = Date.UTC(weekYear, 0, 1);
  const week = Math.ceil(((date.getTime() - firstDay) / 86_400_000 + 1) / 7);
  return { year: weekYear, week };
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
