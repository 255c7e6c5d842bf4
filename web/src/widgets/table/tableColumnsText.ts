import type { TableColumn } from '@colmena/shared/widgets';

/** The table editor's columns as lines: `Field` or `Field|Heading`, in order. */
export function columnsToText(columns: readonly unknown[] | undefined): string {
  return (columns ?? [])
    .map((column) => {
      if (!column || typeof column !== 'object') return '';
      const { field, label } = column as { field?: unknown; label?: unknown };
      return label === undefined || label === ''
        ? String(field ?? '')
        : `${String(field ?? '')}|${String(label)}`;
    })
    .join('\n');
}

/** Lines back to columns; blank lines dropped, a heading only when one is written. */
export function textToColumns(text: string): TableColumn[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const bar = line.indexOf('|');
      if (bar < 0) return { field: line };
      const field = line.slice(0, bar).trim();
      const label = line.slice(bar + 1).trim();
      return label === '' ? { field } : { field, label };
    });
}
