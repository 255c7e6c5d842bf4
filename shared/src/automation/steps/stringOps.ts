import { formatCurrency, formatDate, formatDateTime, formatNumber, formatPercent } from '../../format';
import { readPath, type TemplateScope } from '../template';
import type { StringStepConfig } from './stringStep';

/** Why a string operation could not be done (the runner reports it as bad input). */
export class StringOpError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StringOpError';
  }
}

type PureOp = Exclude<StringStepConfig, { op: 'replace' }>;

/**
 * Every string operation but `replace` (whose regular expression the server runs in the
 * sandbox under a time limit): pure, for the runner and the editor's preview alike.
 */
export function applyStringOp(config: PureOp): string | string[] {
  switch (config.op) {
    case 'template':
      return config.text;
    case 'split':
      return config.text.split(config.separator, config.limit);
    case 'join':
      return itemsOf(config.items)
        .map((item) => itemText(config.field ? fieldOf(item, config.field) : item))
        .join(config.separator);
    case 'case':
      return changeCase(config.text, config.to);
    case 'trim':
      return config.side === 'start'
        ? config.text.trimStart()
        : config.side === 'end'
          ? config.text.trimEnd()
          : config.text.trim();
    case 'slice':
      return Array.from(config.text).slice(config.start, config.end).join('');
    case 'number': {
      const value = numberOf(config.value);
      const options = { decimals: config.decimals, rounding: config.rounding };
      return config.style === 'currency'
        ? formatCurrency(value, options)
        : config.style === 'percent'
          ? formatPercent(value, options)
          : formatNumber(value, options);
    }
    case 'date': {
      const date = new Date(
        typeof config.value === 'string' && /^\d+$/.test(config.value) ? Number(config.value) : config.value,
      );
      if (Number.isNaN(date.getTime()))
        throw new StringOpError(`not a date: ${String(config.value).slice(0, 100)}`);
      const options = { timeZone: config.timeZone };
      try {
        return config.withTime ? formatDateTime(date, options) : formatDate(date, options);
      } catch {
        throw new StringOpError(`unknown time zone: ${config.timeZone}`);
      }
    }
  }
}

function itemsOf(items: unknown[] | string): unknown[] {
  if (Array.isArray(items)) return items;
  try {
    const parsed: unknown = JSON.parse(items);
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // reported below
  }
  throw new StringOpError('join needs a list (an array or its JSON text)');
}

/** An item's value at a dotted path (a document's `Name`, a pivot row's `key.0`); missing: empty. */
const fieldOf = (item: unknown, path: string): unknown =>
  item !== null && typeof item === 'object' ? readPath(item as TemplateScope, path) : undefined;

const itemText = (item: unknown): string =>
  item === null || item === undefined ? '' : typeof item === 'object' ? JSON.stringify(item) : String(item);

function numberOf(value: number | string): number {
  if (typeof value === 'string' && value.trim() === '') throw new StringOpError('not a number: empty text');
  const n = typeof value === 'number' ? value : Number(value.trim().replace(',', '.'));
  if (!Number.isFinite(n)) throw new StringOpError(`not a number: ${String(value).slice(0, 100)}`);
  return n;
}

function changeCase(text: string, to: 'upper' | 'lower' | 'title' | 'sentence'): string {
  switch (to) {
    case 'upper':
      return text.toLocaleUpperCase('es-ES');
    case 'lower':
      return text.toLocaleLowerCase('es-ES');
    case 'title':
      return text
        .toLocaleLowerCase('es-ES')
        .replace(
          /(^|[\s\-/(«"'])(\p{L})/gu,
          (_, before: string, letter: string) => before + letter.toLocaleUpperCase('es-ES'),
        );
    case 'sentence': {
      const lower = text.toLocaleLowerCase('es-ES');
      return lower.replace(/\p{L}/u, (letter) => letter.toLocaleUpperCase('es-ES'));
    }
  }
}
