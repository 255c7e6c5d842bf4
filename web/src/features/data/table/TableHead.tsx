import { memo } from 'react';
import { useT } from '../../../hooks/useT';
import { type SortOption, sortId } from '../collections';
import { ColumnFilterControl } from './ColumnFilterControl';
import type { ColumnFilter, Filters } from './columnFilters';
import type { TableColumn } from './columnModel';

interface Props {
  columns: readonly TableColumn[];
  sort: SortOption;
  /** Fields the list can be sorted by (its sort options). */
  sortable: ReadonlySet<string>;
  onSort(id: string): void;
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll(): void;
  filters: Filters;
  onFilter(key: string, filter: ColumnFilter | null): void;
  /** Changes when the filters are cleared, so their inputs start afresh. */
  filtersVersion: number;
}

/**
 * The headings (select all, a sort button per sortable column) and the filter row. Memoised:
 * the table re-renders on every scrolled frame, its headings only when these change.
 */
export const TableHead = memo(function TableHead({
  columns,
  sort,
  sortable,
  onSort,
  allSelected,
  someSelected,
  onToggleAll,
  filters,
  onFilter,
  filtersVersion,
}: Props) {
  const t = useT();
  return (
    <thead>
      <tr aria-rowindex={1}>
        <th scope="col" className="data-table__select">
          <input
            type="checkbox"
            aria-label={t('data.table.selectAll')}
            checked={allSelected}
            ref={(input) => {
              if (input) input.indeterminate = someSelected;
            }}
            onChange={onToggleAll}
          />
        </th>
        {columns.map((column) => {
          const isSorted = sort.field === column.key;
          const canSort = column.sortable && sortable.has(column.key);
          const next = isSorted && sort.dir === 'asc' ? 'desc' : 'asc';
          return (
            <th
              key={column.key}
              scope="col"
              className={`data-table__head data-table__cell--${column.filter ?? 'none'}`}
              aria-sort={isSorted ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
            >
              {canSort ? (
                <button
                  type="button"
                  className="data-table__sort"
                  title={t('data.table.sortBy', { column: column.label })}
                  onClick={() => onSort(sortId({ field: column.key, dir: next }))}
                >
                  <span className="data-table__label">{column.label}</span>
                  <span aria-hidden="true" className="data-table__arrow">
                    {isSorted ? (sort.dir === 'asc' ? '▲' : '▼') : ''}
                  </span>
                </button>
              ) : (
                <span className="data-table__label data-table__label--plain">{column.label}</span>
              )}
            </th>
          );
        })}
      </tr>
      <tr aria-rowindex={2} className="data-table__filters" key={filtersVersion}>
        <td className="data-table__select" />
        {columns.map((column) => (
          <td key={column.key}>
            <ColumnFilterControl
              column={column}
              filter={filters[column.key]}
              onFilter={(filter) => onFilter(column.key, filter)}
            />
          </td>
        ))}
      </tr>
    </thead>
  );
});
