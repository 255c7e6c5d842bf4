import '@colmena/shared/i18n/widgetsTexts';
import type { StoredDoc } from '@colmena/shared';
import { collectionFields } from '@colmena/shared/fields';
import { allCollectionsKey } from '@colmena/shared/schemas';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../hooks/useLanguage';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { Icon } from '../../ui/icons';
import { documentRoute } from '../engine/documentRoute';
import { downloadBlob } from '../engine/download';
import { ExcelExportButton } from '../excelImport/ExcelExportButton';
import type { WidgetView } from '../kindTypes';
import { compareCells } from './compareCells';
import { cellText, declaredDates, fieldValue, shownColumns } from './tableColumns';
import { csvFileName, tableCsv } from './tableCsv';
import './table.css';

const rowHeight = 41;

/**
 * Table kind: the documents of one query entry in the configured columns, sortable by any
 * heading, filtered by a text box, virtualised (only the rows in view are in the page), each
 * row opening its document; the rows as shown download as CSV.
 */
export function TableWidget({ widget, settings, results, placement }: WidgetView<'table'>) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { company } = useSession();
  const filterId = useId();
  const docs = results[settings.entry]?.docs ?? emptyDocs;
  const columns = useMemo(() => shownColumns(settings.columns, docs), [settings.columns, docs]);
  // One query entry reads one collection: its declared date fields read as dates.
  const queried = typeof docs[0]?.collection === 'string' ? docs[0].collection : undefined;
  const dates = useMemo(
    () => declaredDates(collectionFields(company.collections, queried)),
    [company.collections, queried],
  );
  const [sorting, setSorting] = useState<SortingState>([]);
  const [filter, setFilter] = useState('');

  const columnDefs = useMemo<ColumnDef<StoredDoc>[]>(
    () =>
      columns.map((column) => ({
        id: column.field,
        header: column.label,
        accessorFn: (doc) => fieldValue(doc, column.field),
        cell: (info) => cellText(info.row.original, column.field, dates.get(column.field)),
        sortingFn: (a, b, id) => compareCells(a.getValue(id), b.getValue(id)),
      })),
    [columns, dates],
  );
  const table = useReactTable({
    data: docs,
    columns: columnDefs,
    state: { sorting, globalFilter: filter },
    onSortingChange: setSorting,
    onGlobalFilterChange: setFilter,
    globalFilterFn: (row, columnId, value: string) =>
      cellText(row.original, columnId, dates.get(columnId))
        .toLocaleLowerCase('es')
        .includes(value.trim().toLocaleLowerCase('es')),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });
  const rows = table.getRowModel().rows;

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;

  const download = () => {
    const csv = tableCsv(
      columns,
      rows.map((row) => row.original),
      dates,
    );
    // The BOM makes spreadsheet programs read the file as UTF-8 (accents, ñ).
    downloadBlob(
      new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }),
      csvFileName(widget.title ?? ''),
    );
  };

  const count =
    rows.length === docs.length
      ? t('widgets.table.rows', { count: docs.length })
      : t('widgets.table.rowsOf', { count: rows.length, total: docs.length });

  return (
    <div className="widget-table" data-mode={placement.mode}>
      <div className="widget-table__tools">
        <label className="visually-hidden" htmlFor={filterId}>
          {t('widgets.table.filter')}
        </label>
        <input
          id={filterId}
          className="widget-table__filter"
          type="search"
          placeholder={t('widgets.table.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <span className="widget-table__count" aria-live="polite">
          {count}
        </span>
        {settings.csv && (
          <button
            type="button"
            className="button button--text"
            onClick={download}
            disabled={rows.length === 0}
          >
            <Icon name="logs" size={18} />
            {t('widgets.table.download')}
          </button>
        )}
        {settings.csv && widget.FireId && (
          <ExcelExportButton
            disabled={docs.length === 0}
            request={() => ({
              read: {
                widgetId: widget.FireId,
                entry: settings.entry,
                ...(placement.collKey && placement.collKey !== allCollectionsKey
                  ? { collKey: placement.collKey }
                  : {}),
                ...(placement.documentId ? { documentId: placement.documentId } : {}),
              },
              ...(settings.columns.length > 0 ? { columns: settings.columns } : {}),
              title: widget.title ?? '',
              language,
            })}
          />
        )}
      </div>
      {docs.length === 0 ? (
        <p className="widget-empty">{t('widgets.table.empty')}</p>
      ) : (
        <div ref={scrollRef} className="widget-table__scroll">
          <table className="widget-table__table">
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    const label = String(header.column.columnDef.header ?? header.id);
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                      >
                        <button
                          type="button"
                          className="widget-table__sort"
                          onClick={header.column.getToggleSortingHandler()}
                          title={t('widgets.table.sortBy', { column: label })}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true" className="widget-table__arrow">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                          </span>
                        </button>
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {before > 0 && (
                <tr className="widget-table__spacer">
                  <td style={{ height: before }} colSpan={columns.length} />
                </tr>
              )}
              {items.map((item) => {
                const row = rows[item.index];
                if (!row) return null;
                const to = documentRoute(row.original, company.collections, placement.visitor);
                return (
                  <tr
                    key={row.id}
                    data-index={item.index}
                    className={to ? 'widget-table__row widget-table__row--link' : 'widget-table__row'}
                    tabIndex={to ? 0 : undefined}
                    onClick={to ? () => navigate(to) : undefined}
                    onKeyDown={
                      to
                        ? (event) => {
                            if (event.key === 'Enter') navigate(to);
                          }
                        : undefined
                    }
                    data-testid="widget-table-row"
                  >
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                    ))}
                  </tr>
                );
              })}
              {after > 0 && (
                <tr className="widget-table__spacer">
                  <td style={{ height: after }} colSpan={columns.length} />
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

const emptyDocs: StoredDoc[] = [];
