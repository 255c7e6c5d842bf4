import type { PivotKeyPart } from './groupKey';

// Natural order for people: "Lote 2" before "Lote 10", accents as Spanish readers expect.
const collator = new Intl.Collator('es', { numeric: true });

function rank(part: PivotKeyPart): number {
  if (typeof part === 'number') return 0;
  if (typeof part === 'string') return 1;
  if (typeof part === 'boolean') return 2;
  return 3;
}

/** Numbers by value, then text (es, numeric-aware), then false/true, then the empty group last. */
export function comparePivotKeyParts(a: PivotKeyPart, b: PivotKeyPart): number {
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string')
    return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return 0;
}

/** Keys of the same length, level by level. */
export function comparePivotKeys(a: readonly PivotKeyPart[], b: readonly PivotKeyPart[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const byPart = comparePivotKeyParts(a[i] as PivotKeyPart, b[i] as PivotKeyPart);
    if (byPart !== 0) return byPart;
  }
  return a.length - b.length;
}
