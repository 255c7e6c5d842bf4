import type { FieldDefinition } from '@colmena/shared/fields';

/** Most stars a rating offers: the field's max (checkFieldValue's default 5), at least 1, at most 10. */
export function ratingStars(field: FieldDefinition): number {
  const max = Math.floor(field.max ?? 5);
  return Math.min(10, Math.max(1, max));
}

/** The slider's bounds and step: the field's, else 0 to 100 by 1 (checkFieldValue's bounds). */
export function sliderScale(field: FieldDefinition): { min: number; max: number; step: number } {
  const min = field.min ?? 0;
  const max = Math.max(min, field.max ?? 100);
  return { min, max, step: field.step ?? 1 };
}

/** A colour for the native picker, which only takes '#rrggbb': '#abc' spelt out, else black. */
export function pickerColor(value: unknown): string {
  if (typeof value !== 'string') return '#000000';
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : '#000000';
}
