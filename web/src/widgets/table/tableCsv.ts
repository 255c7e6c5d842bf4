import type { StoredDoc } from '@colmena/shared';
import { toCsv } from '@colmena/shared/widgets';
import { cellText, type ShownColumn } from './tableColumns';

/** The rows as shown (filtered and sorted), headings first, every cell as the table reads it. */
export function tableCsv(columns: readonly ShownColumn[], docs: readonly StoredDoc[]): string {
  return toCsv([
    columns.map((c) => c.label),
    ...docs.map((doc) => columns.map((c) => cellText(doc, c.field))),
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
