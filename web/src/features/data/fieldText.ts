import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatValue,
} from '@colmena/shared/format';
import { fieldKind } from './fieldKind';

const dayOnly = /^\d{4}-\d{2}-\d{2}$/;

/** How a yes/no value reads on the data screens, from the interface catalogue ("Sí"/"No", "Yes"/"No"). */
export interface BooleanWords {
  true: string;
  false: string;
}

export interface FieldTextOptions {
  /** The day alone for an instant (cards). */
  short?: boolean;
  /** Words for true and false; without them the spec's §8 texts, Verdadero/Falso. */
  booleans?: BooleanWords;
}

/**
 * A stored value as the data screens show it (spec §8/§9, es-ES whatever the interface
 * language): "[Sin Valor en la BD]", "[Texto vacío en la BD]", numbers with a thousands dot and
 * decimal comma, euros, percentages, dates as "05/03/2026, 14:07" (the day alone when `short`,
 * for cards); a yes/no in the interface language when `booleans` says how (useFieldText).
 */
export function fieldText(name: string, value: unknown, options: FieldTextOptions = {}): string {
  if (typeof value === 'boolean' && options.booleans)
    return value ? options.booleans.true : options.booleans.false;
  const kind = fieldKind(name, value);
  if (typeof value === 'number') {
    if (kind === 'currency') return formatCurrency(value);
    if (kind === 'percent') return formatPercent(value);
    return formatNumber(value);
  }
  if (kind === 'date' && typeof value === 'string') {
    // A day alone ("2026-03-05") parses as UTC midnight: read in UTC it stays that day everywhere.
    if (dayOnly.test(value)) return formatDate(value, { timeZone: 'UTC' });
    return options.short ? formatDate(value) : formatDateTime(value);
  }
  if (kind === 'list' && Array.isArray(value) && value.length === 0) return formatValue(undefined);
  return formatValue(value);
}

/** Whether the value is one of the placeholders rather than data (styled quieter). */
export function isPlaceholder(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}
