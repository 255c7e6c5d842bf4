import type { TableColumn } from './columnModel';

/** The selection checkbox's column. */
export const selectWidth = 48;

/** The Name column's width: narrower on a phone (dataTable.css), where it stays in sight. */
const nameWidth = 'var(--data-table-name, 240px)';

/** The table's width: its columns' fixed widths, and the Name column's where it is shown. */
export function tableWidth(columns: readonly TableColumn[]): string {
  const fixed = columns.reduce((sum, column) => {
    const width = columnWidth(column);
    return typeof width === 'number' ? sum + width : sum;
  }, selectWidth);
  return columns.some((column) => column.key === 'Name') ? `calc(${fixed}px + ${nameWidth})` : `${fixed}px`;
}

/** A column's width by what it holds, so widths stay put while rows scroll in and out. */
export function columnWidth(column: TableColumn): number | string {
  if (column.key === 'Name') return nameWidth;
  switch (column.filter) {
    case 'number':
      return 140;
    case 'date':
      return 176;
    case 'yesNo':
      return 120;
    case 'choice':
      return 160;
    default:
      return 200;
  }
}
