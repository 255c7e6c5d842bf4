import { formatDateTime } from './date';
import { formatNumber } from './number';

/** Spec §8: how a field value reads when there is nothing, or a boolean, to show. */
export const valueTexts = {
  missing: '[Sin Valor en la BD]',
  emptyText: '[Texto vacío en la BD]',
  true: 'Verdadero',
  false: 'Falso',
} as const;

/** Any stored field value as text for a card, table or export (es-ES). */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return valueTexts.missing;
  if (value === '') return valueTexts.emptyText;
  if (typeof value === 'boolean') return value ? valueTexts.true : valueTexts.false;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return value;
  if (value instanceof Date) return formatDateTime(value);
  if (Array.isArray(value)) return value.map(formatValue).join(', ');
  if (typeof value === 'object') return toJson(value);
  return String(value);
}

/** Maps and nested objects as JSON; a cycle or a bigint inside cannot be, so they fall back. */
function toJson(value: object): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
