/**
 * Sort order of two field values: missing last, numbers by value, booleans false first,
 * everything else as Spanish text (accents and case folded, numbers inside read as numbers).
 */
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

export function compareCells(a: unknown, b: unknown): number {
  const aMissing = a === undefined || a === null || a === '';
  const bMissing = b === undefined || b === null || b === '';
  if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(textOf(a), textOf(b));
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}
