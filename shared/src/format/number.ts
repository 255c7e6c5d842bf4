/** Spec §9 rounding variants: nearest (half away from zero, like a spreadsheet), down or up. */
export type Rounding = 'round' | 'floor' | 'ceil';

export interface NumberFormatOptions {
  /** Fixed number of decimals (e.g. 0, 1, 2). Without it: as many as needed, up to 3. */
  decimals?: number;
  rounding?: Rounding;
}

const intlRounding = { round: 'halfExpand', floor: 'floor', ceil: 'ceil' } as const;
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * es-ES with the thousands dot forced: ICU's es-ES leaves 4-digit numbers ungrouped
 * (1234 -> "1234") but the spec wants "1.234". `signDisplay: 'negative'` avoids "-0".
 */
function formatter(style: 'decimal' | 'currency', { decimals, rounding = 'round' }: NumberFormatOptions) {
  const id = `${style}|${decimals ?? ''}|${rounding}`;
  let cached = formatters.get(id);
  if (!cached) {
    cached = new Intl.NumberFormat('es-ES', {
      style,
      ...(style === 'currency' ? { currency: 'EUR' } : {}),
      useGrouping: 'always',
      signDisplay: 'negative',
      roundingMode: intlRounding[rounding],
      ...(decimals === undefined
        ? style === 'decimal'
          ? { maximumFractionDigits: 3 }
          : {}
        : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
    });
    formatters.set(id, cached);
  }
  return cached;
}

/** 1234567.891 -> "1.234.567,891"; with { decimals: 2 } -> "1.234.567,89". */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  return formatter('decimal', options).format(value);
}

/** Euros, es-ES: 1234.5 -> "1.234,50 €" (2 decimals unless told otherwise). */
export function formatCurrency(value: number, options: NumberFormatOptions = {}): string {
  return formatter('currency', options).format(value);
}

/**
 * A percentage given in points, as the edit view stores it (0 to 100): 12.5 -> "12,5 %".
 * Formatted from the points themselves so dividing by 100 adds no float error to floor/ceil.
 */
export function formatPercent(points: number, options: NumberFormatOptions = {}): string {
  return `${formatNumber(points, options)}\u00a0%`;
}

/** The number the rounding variants show, for calculations: roundTo(2.345, 2, 'floor') === 2.34. */
export function roundTo(value: number, decimals: number, rounding: Rounding = 'round'): number {
  if (!Number.isFinite(value)) return value;
  const shifted = shift(Math.abs(value), decimals);
  const sign = Math.sign(value);
  const rounded =
    rounding === 'round'
      ? Math.round(shifted)
      : (rounding === 'floor') === sign >= 0
        ? Math.floor(shifted)
        : Math.ceil(shifted);
  return sign * shift(rounded, -decimals) || 0;
}

/** Moves the decimal point in the number's text, so 1.005 stays 100.5 and not 100.49999. */
function shift(value: number, places: number): number {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}
