import type { Language } from '../api/company';
import { formatNumber } from './number';

/** Five decimals: about a metre, what a phone's position is worth. */
const decimals = 5;

const english = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: decimals,
  maximumFractionDigits: decimals,
  useGrouping: false,
  // Never "-0.00000" for a value that rounds to nothing.
  signDisplay: 'negative',
});

/**
 * A location's latitude and longitude as a reader writes them. Spanish: decimal commas, so the
 * two numbers are parted by a semicolon — "40,41680; -3,70380" — since "40,41680, -3,70380"
 * reads as four numbers; the semicolon is what Spanish uses to list numbers that carry commas
 * (spreadsheets in Spanish part their arguments with it too). The signs stay, as the map link
 * and the coordinate inputs have them, rather than N/S/E/O letters the inputs do not show.
 * English: decimal points and a comma, "40.41680, -3.70380". No thousands grouping (|x| ≤ 180).
 */
export function formatCoordinates(lat: number, lng: number, language: Language): string {
  if (language === 'en') return `${english.format(lat)}, ${english.format(lng)}`;
  return `${formatNumber(lat, { decimals })}; ${formatNumber(lng, { decimals })}`;
}
