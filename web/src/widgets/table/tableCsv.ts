import type { StoredDoc } from '@colmena/shared';
import type { FieldDefinition } from '@colmena/shared/fields';
import { toCsv } from '@colmena/shared/widgets';
import { cellText, type ShownColumn } from './tableColumns';

/**
 * The rows as shown (filtered and sorted), headings first, every cell as the table reads it
 * (dates as "09/04/2025, 10:15", which a Spanish spreadsheet reads as the day the table shows).
 */
export function tableCsv(
  columns: readonly ShownColumn[],
  docs: readonly StoredDoc[],
  dates: ReadonlyMap<string, FieldDefinition> = new Map(),
): string {
  return toCsv([
    columns.map((c) => c.label),
    ...docs.map((doc) => columns.map((c) => cellText(doc, c.field, dates.get(c.field)))),
  ]);
}

/** A file name from the widget title: letters, digits, '-' and '_', never empty. */
export function csvFileName(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'tabla'}.csv`;
}
