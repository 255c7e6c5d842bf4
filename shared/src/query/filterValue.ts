import type { QueryFilter } from '../schemas/widgetQuery';
import { isFieldPath, readField } from './fieldPath';
import type { QueryContext } from './queryContext';

export type FilterValueError = 'value_undefined' | 'bad_request';
export type FilterValueResult = { ok: true; value: unknown } | { ok: false; error: FilterValueError };

const msPerDay = 86_400_000;

/**
 * Spec §7 "Filter value kinds": turns a filter's `data` into the compared value. Dates become
 * ISO text (how documents store them) and "today" is the UTC day of `ctx.now`, so the same
 * widget gives the same query on any server.
 */
export function resolveFilterValue(filter: QueryFilter, ctx: QueryContext): FilterValueResult {
  const { data } = filter;
  switch (filter.dataType) {
    case 'text':
      return present(data);
    case 'date':
      return isBlank(data) ? undefinedValue : mapList(data, toIsoDate);
    case 'xDaysAgo':
      return daysAgo(data, ctx.now);
    case 'day1month':
      return ok(new Date(Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), 1)).toISOString());
    case 'day1year':
      return ok(new Date(Date.UTC(ctx.now.getUTCFullYear(), 0, 1)).toISOString());
    case 'userid':
      return present(ctx.uid);
    case 'dataid':
      return present(ctx.documentId);
    case 'datafield':
      if (typeof data !== 'string' || !isFieldPath(data.trim())) return badRequest;
      return ctx.document ? present(readField(ctx.document, data.trim())) : undefinedValue;
    case 'boolTrue':
      return ok(true);
    case 'boolFalse':
      return ok(false);
  }
}

const undefinedValue = { ok: false, error: 'value_undefined' } as const;
const badRequest = { ok: false, error: 'bad_request' } as const;

function ok(value: unknown): FilterValueResult {
  return { ok: true, value };
}

/** "One of the values is undefined!!!": a kind that needs a value found none. */
function present(value: unknown): FilterValueResult {
  return value === undefined || value === null ? undefinedValue : ok(value);
}

/** A blank form field counts as no value. */
function isBlank(data: unknown): boolean {
  return data === undefined || data === null || (typeof data === 'string' && data.trim() === '');
}

/** Today 00:00 UTC minus N whole days; N from the form, so text is accepted. */
function daysAgo(data: unknown, now: Date): FilterValueResult {
  if (isBlank(data) || typeof data === 'boolean' || Array.isArray(data)) {
    return isBlank(data) ? undefinedValue : badRequest;
  }
  const days = Number(data);
  if (!Number.isInteger(days) || days < 0) return badRequest;
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const value = new Date(midnight - days * msPerDay);
  return Number.isNaN(value.getTime()) ? badRequest : ok(value.toISOString());
}

/** A date kind may carry a list (for `in`): each element converts alike. */
function mapList(data: unknown, convert: (item: unknown) => string | null): FilterValueResult {
  const items = Array.isArray(data) ? data : [data];
  const converted = items.map(convert);
  if (converted.some((item) => item === null)) return badRequest;
  return ok(Array.isArray(data) ? converted : converted[0]);
}

/** Date-time text without a zone is read as UTC: the server's own time zone must not matter. */
const zonelessDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

function toIsoDate(item: unknown): string | null {
  let date: Date;
  if (typeof item === 'number') date = new Date(item);
  else if (typeof item === 'string') {
    const text = item.trim();
    date = new Date(zonelessDateTime.test(text) ? `${text}Z` : text);
  } else return null;
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
