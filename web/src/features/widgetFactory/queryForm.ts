import type { FilterCondition, FilterDataType, QueryFilter, WidgetQuery } from '@colmena/shared/schemas';

/** One filter row of the query builder, every input as text. */
export interface FilterForm {
  field: string;
  condition: FilterCondition;
  dataType: FilterDataType;
  /** The value as typed (a list: comma separated); unused by kinds without a value. */
  value: string;
}

/** One querysArray entry in the query builder. */
export interface QueryForm {
  collection: string;
  limit: string;
  onlyOnPage: boolean;
  orderField: string;
  orderDirection: 'asc' | 'desc';
  filters: FilterForm[];
  /** Fields of the stored entry the builder does not show, kept as they were. */
  extra: Record<string, unknown>;
}

export const maxFilters = 3;

/** Conditions whose value is a list (spec §7, Firestore's `in` family). */
const listConditions: readonly FilterCondition[] = ['in', 'not-in', 'array-contains-any'];

/** How a value kind is typed (spec §7): free text, a date, a number of days, a field name, or nothing. */
export type ValueInput = 'text' | 'date' | 'days' | 'field' | 'none';

export function valueInputOf(dataType: FilterDataType): ValueInput {
  switch (dataType) {
    case 'text':
      return 'text';
    case 'date':
      return 'date';
    case 'xDaysAgo':
      return 'days';
    case 'datafield':
      return 'field';
    case 'day1month':
    case 'day1year':
    case 'userid':
    case 'dataid':
    case 'boolTrue':
    case 'boolFalse':
      return 'none';
  }
}

export function takesList(condition: FilterCondition): boolean {
  return listConditions.includes(condition);
}

export const emptyFilter = (): FilterForm => ({ field: '', condition: '==', dataType: 'text', value: '' });

export const emptyQuery = (collection = 'data'): QueryForm => ({
  collection,
  limit: '',
  onlyOnPage: false,
  orderField: '',
  orderDirection: 'asc',
  filters: [],
  extra: {},
});

export function queryFormOf(entry: WidgetQuery): QueryForm {
  const { collection, limit, onlyOnPage, filters, order, ...extra } = entry;
  return {
    collection,
    limit: limit === undefined ? '' : String(limit),
    onlyOnPage: onlyOnPage === true,
    orderField: order?.field ?? '',
    orderDirection: order?.direction === 'desc' ? 'desc' : 'asc',
    filters: (filters ?? []).map(filterFormOf),
    extra,
  };
}

function filterFormOf(filter: QueryFilter): FilterForm {
  return {
    field: filter.field,
    condition: filter.condition,
    dataType: filter.dataType,
    value: valueText(filter.data),
  };
}

function valueText(data: QueryFilter['data']): string {
  if (data === undefined || data === null) return '';
  if (Array.isArray(data)) return data.map(String).join(', ');
  return String(data);
}

/**
 * The entry the builder's rows make: blank limit and order left out, each filter's value in
 * the type its kind compares (a list for `in`-like conditions, a whole number of days, no value
 * for kinds that need none). Filters without a field are dropped (an unfinished row).
 */
export function queryOf(form: QueryForm): WidgetQuery {
  const entry: WidgetQuery = { ...form.extra, collection: form.collection.trim() };
  const limit = form.limit.trim();
  if (limit !== '') entry.limit = Number(limit);
  if (form.onlyOnPage) entry.onlyOnPage = true;
  const filters = form.filters.filter((filter) => filter.field.trim() !== '').map(filterOf);
  if (filters.length > 0) entry.filters = filters;
  if (form.orderField.trim() !== '')
    entry.order = { field: form.orderField.trim(), direction: form.orderDirection };
  return entry;
}

export function filterOf(form: FilterForm): QueryFilter {
  const filter: QueryFilter = {
    field: form.field.trim(),
    condition: form.condition,
    dataType: form.dataType,
  };
  const input = valueInputOf(form.dataType);
  const text = form.value.trim();
  if (input === 'none') return filter;
  if (input === 'days') {
    filter.data = text === '' ? null : Number(text);
  } else if (input === 'text' && takesList(form.condition)) {
    filter.data = text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
  } else {
    filter.data = text;
  }
  return filter;
}
