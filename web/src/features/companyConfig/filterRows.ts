import { type StoredQuery, storedQuerySchema } from '@colmena/shared/query';
import type { FilterCondition, FilterDataType } from '@colmena/shared/schemas';

/** One stored filter row as the form edits it: the value typed as text. */
export interface FilterRow {
  field: string;
  condition: FilterCondition;
  dataType: FilterDataType;
  /** A list for `in`, `not-in`, `array-contains-any`: comma separated. */
  data: string;
}

export const maxFilterRows = 3;
const listConditions: readonly FilterCondition[] = ['in', 'not-in', 'array-contains-any'];
/** Kinds whose value comes from elsewhere (the caller, the literal): no data to type. */
export const dataFreeTypes: readonly FilterDataType[] = ['userid', 'boolTrue', 'boolFalse'];

export const emptyFilterRow = (): FilterRow => ({ field: '', condition: '==', dataType: 'text', data: '' });

/** The rows of a stored filter as stored; one that is no stored query reads as none. */
export function rowsOf(stored: unknown): FilterRow[] {
  const parsed = storedQuerySchema.safeParse(stored);
  if (!parsed.success) return [];
  return parsed.data.filters.map((filter) => ({
    field: filter.field,
    condition: filter.condition,
    dataType: filter.dataType,
    data: Array.isArray(filter.data)
      ? filter.data.map(String).join(', ')
      : filter.data === undefined || filter.data === null
        ? ''
        : String(filter.data),
  }));
}

function filterValue(row: FilterRow): unknown {
  if (dataFreeTypes.includes(row.dataType)) return undefined;
  const text = row.data.trim();
  if (listConditions.includes(row.condition))
    return text === '' ? [] : text.split(',').map((part) => typedValue(row.dataType, part.trim()));
  return typedValue(row.dataType, text);
}

function typedValue(dataType: FilterDataType, text: string): string | number {
  if (dataType === 'xDaysAgo') {
    const days = Number(text);
    return Number.isFinite(days) && text !== '' ? days : text;
  }
  return text;
}

/** The stored query the rows stand for; no rows (blank rows ignored) is no filter (null clears). */
export function storedQueryOf(rows: readonly FilterRow[]): StoredQuery | null {
  const filled = rows.filter((row) => row.field.trim() !== '');
  if (filled.length === 0) return null;
  return {
    filters: filled.map((row) => {
      const data = filterValue(row);
      return {
        field: row.field.trim(),
        condition: row.condition,
        dataType: row.dataType,
        ...(data === undefined ? {} : { data }),
      } as StoredQuery['filters'][number];
    }),
  };
}
