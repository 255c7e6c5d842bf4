import type { PivotAggregation, PivotValueSpec } from './pivotConfig';

/**
 * A cell's running state in one Float64Array: slot 0 counts documents, then two slots per value
 * spec (the running sum, minimum or maximum, and how many numbers went in). Cells of the finest
 * level are fed documents; subtotals and totals are merged from them afterwards, which is why
 * every aggregation here must be mergeable (avg keeps sum and n, never the mean).
 */
export type Accumulator = Float64Array;

export type PivotValue = number | null;
/** One number per value spec of the config, in its order. */
export type PivotValues = PivotValue[];

const kindOf = { count: 0, sum: 1, avg: 1, min: 2, max: 3 } as const satisfies Record<
  PivotAggregation,
  number
>;

export interface AccumulatorLayout {
  readonly size: number;
  readonly aggregations: readonly PivotAggregation[];
  readonly kinds: Uint8Array;
  readonly empty: Accumulator;
}

export function accumulatorLayout(values: readonly PivotValueSpec[]): AccumulatorLayout {
  const size = 1 + 2 * values.length;
  const kinds = Uint8Array.from(values, (value) => kindOf[value.agg]);
  const empty = new Float64Array(size);
  kinds.forEach((kind, index) => {
    if (kind === 2) empty[1 + 2 * index] = Number.POSITIVE_INFINITY;
    if (kind === 3) empty[1 + 2 * index] = Number.NEGATIVE_INFINITY;
  });
  return { size, aggregations: values.map((value) => value.agg), kinds, empty };
}

export function newAccumulator(layout: AccumulatorLayout): Accumulator {
  return layout.empty.slice();
}

/** Adds `source` into `target`. */
export function mergeInto(layout: AccumulatorLayout, target: Accumulator, source: Accumulator): void {
  target[0] = (target[0] as number) + (source[0] as number);
  const kinds = layout.kinds;
  for (let index = 0; index < kinds.length; index++) {
    const kind = kinds[index];
    if (kind === 0) continue;
    const slot = 1 + 2 * index;
    const from = source[slot] as number;
    const to = target[slot] as number;
    if (kind === 1) target[slot] = to + from;
    else if (kind === 2) target[slot] = Math.min(from, to);
    else target[slot] = Math.max(from, to);
    target[slot + 1] = (target[slot + 1] as number) + (source[slot + 1] as number);
  }
}

/**
 * The shown values. count: documents. sum: 0 when no number went in (the documents are there,
 * their sum is nothing). avg, min, max: `null` without numbers, there is no such value.
 */
export function finalValues(layout: AccumulatorLayout, accumulator: Accumulator): PivotValues {
  const result: PivotValues = new Array(layout.aggregations.length);
  for (let index = 0; index < layout.aggregations.length; index++) {
    const slot = 1 + 2 * index;
    const numbers = accumulator[slot + 1] as number;
    const value = accumulator[slot] as number;
    switch (layout.aggregations[index]) {
      case 'count':
        result[index] = accumulator[0] as number;
        break;
      case 'sum':
        result[index] = value;
        break;
      case 'avg':
        result[index] = numbers > 0 ? value / numbers : null;
        break;
      default:
        result[index] = numbers > 0 ? value : null;
    }
  }
  return result;
}
