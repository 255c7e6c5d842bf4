import type { Language } from '@colmena/shared';
import { numberText, parseTypedNumber } from './typedNumber';

export interface LatLng {
  lat: number;
  lng: number;
}

export const isLatLng = (value: unknown): value is LatLng =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LatLng).lat === 'number' &&
  typeof (value as LatLng).lng === 'number';

/** A browser position to the ~1 m a map needs (6 decimals), nothing more precise stored. */
export function fromPosition(coords: { latitude: number; longitude: number }): LatLng {
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return { lat: round(coords.latitude), lng: round(coords.longitude) };
}

/**
 * The two typed coordinates as the field's value: null when both are empty, {lat, lng} when
 * both read as numbers; anything else goes to the form as typed (the check says "Not a location").
 */
export function typedLocation(lat: string, lng: string, language: Language): unknown {
  const a = parseTypedNumber(lat, language);
  const b = parseTypedNumber(lng, language);
  if (a.kind === 'empty' && b.kind === 'empty') return null;
  if (a.kind === 'number' && b.kind === 'number') return { lat: a.value, lng: b.value };
  return { lat, lng };
}

/** The coordinates an input shows for a value. */
export function locationTexts(value: unknown, language: Language): { lat: string; lng: string } {
  if (typeof value !== 'object' || value === null) return { lat: '', lng: '' };
  const { lat, lng } = value as { lat?: unknown; lng?: unknown };
  return { lat: numberText(lat, language), lng: numberText(lng, language) };
}
