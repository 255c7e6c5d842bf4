import { isPlainObject } from './fieldPath';

/**
 * Firestore's order across types, simplified to what JSON documents hold:
 * null < booleans < numbers < strings < arrays < maps. A Date counts as its ISO text, so
 * stored dates compare with the ISO strings the widget date kinds produce.
 */
export function typeRank(value: unknown): number {
  const v = normalise(value);
  if (v === null) return 0;
  if (typeof v === 'boolean') return 1;
  if (typeof v === 'number') return 2;
  if (typeof v === 'string') return 3;
  if (Array.isArray(v)) return 4;
  if (isPlainObject(v)) return 5;
  // undefined, functions, symbols, bigints: no stored value looks like this.
  return 6;
}

/** Total order: first by type rank, then within the type. */
export function compareValues(a: unknown, b: unknown): number {
  const x = normalise(a);
  const y = normalise(b);
  const rank = typeRank(x) - typeRank(y);
  if (rank !== 0) return Math.sign(rank);
  if (typeof x === 'boolean' && typeof y === 'boolean') return Number(x) - Number(y);
  if (typeof x === 'number' && typeof y === 'number') return compareNumbers(x, y);
  if (typeof x === 'string' && typeof y === 'string') return compareStrings(x, y);
  if (Array.isArray(x) && Array.isArray(y)) return compareArrays(x, y);
  if (isPlainObject(x) && isPlainObject(y)) return compareMaps(x, y);
  return 0;
}

/** Deep equality as Firestore's `==`: same type, same content, key order irrelevant. */
export function valuesEqual(a: unknown, b: unknown): boolean {
  // Two strings are equal only when identical (by code point): the common case of an
  // array-contains over a thread's 1,000 participants, once per watching stream, is `===`.
  if (typeof a === 'string' && typeof b === 'string') return a === b;
  return typeRank(a) === typeRank(b) && typeRank(a) < 6 && compareValues(a, b) === 0;
}

function normalise(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  return value;
}

/** NaN sorts before every other number, as in Firestore. */
function compareNumbers(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * By Unicode code point (= UTF-8 byte order, as Firestore and SQLite's BINARY collation),
 * not by UTF-16 unit: a surrogate pair sorts after every BMP character.
 */
export function compareStrings(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointWeight(x) < codePointWeight(y) ? -1 : 1;
  }
  return Math.sign(a.length - b.length);
}

function codePointWeight(unit: number): number {
  if (unit < 0xd800) return unit;
  // Surrogates (0xD800-0xDFFF) move above 0xE000-0xFFFF.
  return unit >= 0xe000 ? unit - 0x800 : unit + 0x2000;
}

function compareArrays(a: unknown[], b: unknown[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i], b[i]);
    if (c !== 0) return c;
  }
  return Math.sign(a.length - b.length);
}

/** Maps compare key by key in key order, then by size (Firestore's map order). */
function compareMaps(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const ak = Object.keys(a).sort(compareStrings);
  const bk = Object.keys(b).sort(compareStrings);
  const n = Math.min(ak.length, bk.length);
  for (let i = 0; i < n; i++) {
    const ka = ak[i] as string;
    const kb = bk[i] as string;
    const byKey = compareStrings(ka, kb);
    if (byKey !== 0) return byKey;
    const byValue = compareValues(a[ka], b[kb]);
    if (byValue !== 0) return byValue;
  }
  return Math.sign(ak.length - bk.length);
}
