import type { StoredDoc } from '@colmena/shared';
import type { FilterKind, TableColumn } from './columnModel';

/** What one column's filter asks for, by kind (issue 12: "filters per column by type"). */
export type ColumnFilter =
  /** The shown text contains this, ignoring case and accents. */
  | { kind: 'text'; text: string }
  /** A number within the bounds, each inclusive; null: no bound. */
  | { kind: 'number'; min: number | null; max: number | null }
  /** A date whose day (in the reader's zone) is within the bounds, each a `YYYY-MM-DD`, inclusive. */
  | { kind: 'date'; from: string | null; to: string | null }
  /** Yes: the value is true. No: anything else (false or not set, as a form shows it unticked). */
  | { kind: 'yesNo'; value: boolean }
  /** The choice, or one of the multiple choices, is this option. */
  | { kind: 'choice'; value: string };

export type Filters = Readonly<Record<string, ColumnFilter>>;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Lower case without accents, so "camion" finds "Camión". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');
}

/** Whether a filter asks for anything (an empty text or open bounds let every row through). */
export function isActive(filter: ColumnFilter): boolean {
  switch (filter.kind) {
    case 'text':
      return filter.text.trim() !== '';
    case 'number':
      return filter.min !== null || filter.max !== null;
    case 'date':
      return filter.from !== null || filter.to !== null;
    case 'yesNo':
      return true;
    case 'choice':
      return filter.value !== '';
  }
}

/** The day a stored date falls on, read where the reader is (a day alone stays that day). */
export function dayOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (dayPattern.test(value)) return value;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Whether a value passes a filter. `text` is how the cell reads (formatted by type), which the
 * text filter searches with the stored value, so "1.250" and "1250" both find 1250 €.
 */
export function matchesFilter(filter: ColumnFilter, value: unknown, text: () => string): boolean {
  switch (filter.kind) {
    case 'text': {
      const wanted = foldText(filter.text.trim());
      if (wanted === '') return true;
      const raw = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      return foldText(text()).includes(wanted) || foldText(raw).includes(wanted);
    }
    case 'number':
      return (
        typeof value === 'number' &&
        (filter.min === null || value >= filter.min) &&
        (filter.max === null || value <= filter.max)
      );
    case 'date': {
      const day = dayOf(value);
      return (
        day !== null &&
        (filter.from === null || day >= filter.from) &&
        (filter.to === null || day <= filter.to)
      );
    }
    case 'yesNo':
      return filter.value ? value === true : value !== true;
    case 'choice':
      return Array.isArray(value) ? value.includes(filter.value) : value === filter.value;
  }
}

/** The filters that apply to these columns: active, and of the kind the column has now. */
export function activeFilters(
  filters: Filters,
  columns: readonly TableColumn[],
): { column: TableColumn; filter: ColumnFilter }[] {
  return columns.flatMap((column) => {
    const filter = filters[column.key];
    return filter && filter.kind === column.filter && isActive(filter) ? [{ column, filter }] : [];
  });
}

/** The documents every active filter lets through, in their order. */
export function filterDocs(
  docs: readonly StoredDoc[],
  filters: Filters,
  columns: readonly TableColumn[],
  textOf: (column: TableColumn, doc: StoredDoc) => string,
): readonly StoredDoc[] {
  const active = activeFilters(filters, columns);
  if (active.length === 0) return docs;
  return docs.filter((doc) =>
    active.every(({ column, filter }) => matchesFilter(filter, doc[column.key], () => textOf(column, doc))),
  );
}

/** A filter of `kind` that lets everything through, for a control that starts empty. */
export function emptyFilter(kind: FilterKind): ColumnFilter {
  switch (kind) {
    case 'text':
      return { kind, text: '' };
    case 'number':
      return { kind, min: null, max: null };
    case 'date':
      return { kind, from: null, to: null };
    case 'yesNo':
      return { kind, value: true };
    case 'choice':
      return { kind, value: '' };
  }
}
