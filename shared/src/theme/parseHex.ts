export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const hexPattern = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Spec §5: 3 or 6 hex digits after '#', anything else is an error "Bad Hex". */
export function parseHex(hex: string): Rgb {
  if (typeof hex !== 'string' || !hexPattern.test(hex)) throw new Error('Bad Hex');
  const digits = hex.slice(1);
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits;
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
  };
}
