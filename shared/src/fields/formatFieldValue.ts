import type { Language } from '../api/company';
import { formatCoordinates } from '../format/coordinates';
import { formatDate, formatDateTime } from '../format/date';
import { formatCurrency, formatNumber, formatPercent } from '../format/number';
import { isEmptyValue } from './checkFieldValue';
import type { FieldDefinition } from './fieldDefinition';

const yesNo = { es: ['Sí', 'No'], en: ['Yes', 'No'] } as const;
const countWords = {
  es: { images: ['imagen', 'imágenes'], files: ['archivo', 'archivos'] },
  en: { images: ['image', 'images'], files: ['file', 'files'] },
} as const;

function counted(count: number, language: Language, what: 'images' | 'files'): string {
  const [one, many] = countWords[language][what];
  return `${count} ${count === 1 ? one : many}`;
}

/** Text of a rich text's HTML, for cards and tables (the page renders the HTML itself, sanitised). */
export function richTextAsText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A field's value as it reads on a card, a table or a report, by its declared type (numbers,
 * money and dates in Spanish style through shared/src/format; yes/no in the reader's language).
 * Empty is '' — the screen decides what an empty field shows. A value that does not fit its
 * type (an old document) reads as plain text rather than being hidden.
 */
export function formatFieldValue(def: FieldDefinition, value: unknown, language: Language): string {
  if (isEmptyValue(value)) return '';
  switch (def.type) {
    case 'integer':
    case 'decimal':
    case 'slider':
      if (typeof value === 'number') return formatNumber(value);
      break;
    case 'currency':
      if (typeof value === 'number') return formatCurrency(value);
      break;
    case 'percent':
      if (typeof value === 'number') return formatPercent(value);
      break;
    case 'rating':
      if (typeof value === 'number')
        return `${'★'.repeat(Math.max(0, Math.min(value, 10)))} ${value}/${def.max ?? 5}`;
      break;
    case 'date':
      if (typeof value === 'string') return formatDate(`${value}T12:00:00Z`, { timeZone: 'UTC' });
      break;
    case 'dateTime':
      if (typeof value === 'string') return formatDateTime(value);
      break;
    case 'yesNo':
      if (typeof value === 'boolean') return value ? yesNo[language][0] : yesNo[language][1];
      break;
    case 'multiChoice':
      if (Array.isArray(value)) return value.join(', ');
      break;
    case 'richText':
      if (typeof value === 'string') return richTextAsText(value);
      break;
    case 'image':
      if (Array.isArray(value)) return counted(value.length, language, 'images');
      break;
    case 'file':
      if (Array.isArray(value))
        return value.map((item) => String((item as { name?: unknown })?.name ?? '')).join(', ');
      break;
    case 'location': {
      const { lat, lng } = value as { lat?: unknown; lng?: unknown };
      if (typeof lat === 'number' && typeof lng === 'number') return formatCoordinates(lat, lng, language);
      break;
    }
    case 'calculated':
      if (typeof value === 'number') return formatNumber(value);
      break;
    default:
      break;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return value ? yesNo[language][0] : yesNo[language][1];
  return JSON.stringify(value);
}

/** Link to a map for a location value (OpenStreetMap: no key, no script). */
export function mapLink(value: { lat: number; lng: number }): string {
  return `https://www.openstreetmap.org/?mlat=${value.lat}&mlon=${value.lng}#map=17/${value.lat}/${value.lng}`;
}
