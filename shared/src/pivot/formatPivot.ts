import { formatNumber, formatValue } from '../format';
import type { PivotValue } from './accumulator';
import type { PivotKeyPart } from './groupKey';
import type { PivotAggregation } from './pivotConfig';

/** Decimals shown per aggregation: counts are whole, means get two, the rest as many as needed (≤ 3). */
const decimalsOf: Record<PivotAggregation, number | undefined> = {
  count: 0,
  sum: undefined,
  avg: 2,
  min: undefined,
  max: undefined,
};

/**
 * A cell's text in Spanish number format: 1234.5 → "1.234,5"; avg 2.5 → "2,50".
 * `null` (no document, or no number to average) shows as an empty cell.
 */
export function formatPivotValue(value: PivotValue, agg: PivotAggregation): string {
  if (value === null) return '';
  const decimals = decimalsOf[agg];
  return formatNumber(value, decimals === undefined ? {} : { decimals });
}

/** A row or column header: as the field's value reads anywhere else (spec §8 missing/boolean texts). */
export function formatPivotKeyPart(part: PivotKeyPart): string {
  return formatValue(part);
}
