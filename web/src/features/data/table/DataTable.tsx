import '@colmena/shared/i18n/dataTableTexts';
import '@colmena/shared/i18n/fieldsTexts';
import type { PublicCollection, StoredDoc } from '@colmena/shared';
import { formatNumber } from '@colmena/shared/format';
import { canDeleteDocument, canEditDocument } from '@colmena/shared/policy';
import { getCoreRowModel, type RowSelectionState, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type KeyboardEvent,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { useReferenceNames } from '../../../fields/useReferenceNames';
import { useCommand } from '../../../hooks/useCommand';
import { useLanguage } from '../../../hooks/useLanguage';
import { useT } from '../../../hooks/useT';
import { projectPath, type SortOption } from '../collections';
import { declaredText } from '../declaredFields';
import { useFieldText } from '../useFieldText';
import { useWriter } from '../useWriter';
import { type BulkAction, BulkDialog } from './BulkDialog';
import { BulkToolbar } from './BulkToolbar';
import { ColumnsMenu } from './ColumnsMenu';
import type { CellChange } from './cellChange';
import { activeFilters, type ColumnFilter, filterDocs } from './columnFilters';
import { shownColumns, type TableColumn, tableColumns } from './columnModel';
import { columnWidth, selectWidth, tableWidth } from './columnWidths';
import { gridKeyAction } from './gridNavigation';
import { TableHead } from './TableHead';
import { type RowActions, TableRow } from './TableRow';
import type { TablePrefs } from './tablePrefs';
import { cellOf, useGridFocus } from './useGridFocus';
import { usePendingCells } from './usePendingCells';
import './dataTable.css';

/** Fixed, so 10,000 rows scroll as a few dozen DOM rows (virtualised). */
export const tableRowHeight = 40;
const selectColumn = '__select';

interface Props {
  collection: PublicCollection;
  collections: readonly PublicCollection[];
  /** The list's documents in the list's order (after the search box). */
  docs: readonly StoredDoc[];
  sort: SortOption;
  sortOptions: readonly SortOption[];
  onSort(id: string): void;
  prefs: TablePrefs;
  onPrefs(change: (prefs: TablePrefs) => TablePrefs): void;
  /** Whether `docs` is the whole list (until then the count would be the head's). */
  complete: boolean;
  /** Called once its first rows are on screen. */
  onFirstRows?(): void;
}

/**
 * Table view of a collection (issue 12 point 3): the declared fields as columns (or the keys the
 * documents hold), sorted by the list's query (a heading picks the sort, refused with the index
 * page's link like any query), filtered per column by type, every row virtualised so 10,000
 * scroll smoothly; a cell edits in place (one document.merge, live to everyone else), rows are
 * selected for a bulk delete, move or field edit, and the keyboard moves through the cells.
 */
export function DataTable({
  collection,
  collections,
  docs,
  sort,
  sortOptions,
  onSort,
  prefs,
  onPrefs,
  complete,
  onFirstRows,
}: Props) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { run } = useCommand();
  const writer = useWriter();
  const fieldText = useFieldText();
  const names = useReferenceNames(collection.fields ?? []);

  const columns = useMemo(() => tableColumns(collection, docs, language), [collection, docs, language]);
  const shown = useMemo(() => shownColumns(columns, prefs.hidden), [columns, prefs.hidden]);
  const textOf = useMemo(() => {
    // A cell's text, formatted once per document (a changed document is a new object): rows
    // scrolled back into view and text filters read it again for free.
    const cache = new WeakMap<StoredDoc, Map<string, string>>();
    return (column: TableColumn, doc: StoredDoc): string => {
      let texts = cache.get(doc);
      if (!texts) {
        texts = new Map();
        cache.set(doc, texts);
      }
      let text = texts.get(column.key);
      if (text === undefined) {
        text = column.field
          ? declaredText(column.field, doc[column.key], language, names)
          : fieldText(column.key, doc[column.key]);
        texts.set(column.key, text);
      }
      return text;
    };
  }, [language, fieldText, names]);
  const filters = useDeferredValue(prefs.filters);
  const rows = useMemo(() => filterDocs(docs, filters, columns, textOf), [docs, filters, columns, textOf]);
  const filtering = activeFilters(prefs.filters, columns).length > 0;
  // "Quitar filtros" starts the filter inputs afresh (the number ones keep what is typed).
  const [filtersVersion, setFiltersVersion] = useState(0);

  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const table = useReactTable({
    data: rows as StoredDoc[],
    columns: useMemo(
      () => [
        { id: selectColumn },
        ...shown.map((column) => ({ id: column.key, accessorFn: (doc: StoredDoc) => doc[column.key] })),
      ],
      [shown],
    ),
    getRowId: (doc) => doc.FireId,
    state: { rowSelection },
    enableRowSelection: true,
    onRowSelectionChange: setRowSelection,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualFiltering: true,
  });
  const tableRows = table.getRowModel().rows;
  const selected = useMemo(() => rows.filter((doc) => rowSelection[doc.FireId]), [rows, rowSelection]);
  const allSelected = rows.length > 0 && selected.length === rows.length;
  useEffect(() => {
    // A document gone from the list (deleted or moved, here or elsewhere) is no longer selected.
    setRowSelection((current) => {
      const ids = Object.keys(current);
      if (ids.length === 0) return current;
      const present = new Set(docs.map((doc) => doc.FireId));
      const kept = ids.filter((docId) => present.has(docId));
      return kept.length === ids.length
        ? current
        : Object.fromEntries(kept.map((docId) => [docId, current[docId] === true]));
    });
  }, [docs]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => tableRowHeight,
    overscan: 3,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;

  // The roving focus: one cell is in the tab order; arrows move it (gridNavigation).
  const cols = shown.length + 1;
  const { at, setFocus, focusCell, refocus } = useGridFocus(
    scrollRef,
    { rows: tableRows.length, cols },
    (row) => virtualizer.scrollToIndex(row, { align: 'auto' }),
  );
  const [editing, setEditing] = useState<{ docId: string; key: string } | null>(null);
  const { pending, remember } = usePendingCells(docs);

  // The documents a bulk action works on are those selected when it was chosen.
  const [bulk, setBulk] = useState<{ action: BulkAction; docs: readonly StoredDoc[] } | null>(null);
  const editableColumns = shown.filter((column) => column.editable);
  const canEdit = (doc: StoredDoc) => writer !== null && canEditDocument(writer, collection, doc);

  const startEdit = (doc: StoredDoc, column: TableColumn | undefined) => {
    if (!column?.editable || !canEdit(doc)) return;
    setEditing({ docId: doc.FireId, key: column.key });
  };
  const closeEditor = () => {
    setEditing(null);
    refocus();
  };
  const saveCell = async (
    doc: StoredDoc,
    column: TableColumn,
    change: Exclude<CellChange, { kind: 'none' }>,
    value: unknown,
  ) => {
    const outcome = await run('document.merge', {
      collection: collection.mainCollection,
      docId: doc.FireId,
      data: change.data,
      ...(change.kind === 'remove' ? { remove: change.remove } : {}),
    });
    if (outcome.status !== 'applied') return false;
    remember(doc.FireId, column.key, value);
    return true;
  };

  // One stable object for every row (TableRow is memoised), calling the latest handlers.
  const latest = useRef({ startEdit, closeEditor, saveCell, navigate, setFocus });
  latest.current = { startEdit, closeEditor, saveCell, navigate, setFocus };
  const actions = useMemo<RowActions>(
    () => ({
      focusCell: (row, col) => latest.current.setFocus({ row, col }),
      toggle: (docId) =>
        setRowSelection((current) => {
          const { [docId]: was, ...others } = current;
          return was ? others : { ...current, [docId]: true };
        }),
      edit: (doc, column) => latest.current.startEdit(doc, column),
      save: (doc, column, change, value) => latest.current.saveCell(doc, column, change, value),
      closeEditor: () => latest.current.closeEditor(),
      open: (href) => latest.current.navigate(href),
    }),
    [],
  );

  const onGridKey = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (editing) {
      // Keys reach here only while the editor's input is not there yet (the kit still loading).
      if (event.key === 'Escape') closeEditor();
      return;
    }
    // The key acts where the focus is: the cell the event came from, whatever the state last heard.
    const here = cellOf(event.target) ?? at;
    const row = tableRows[here.row];
    const action = gridKeyAction(
      here,
      event.key,
      { rows: tableRows.length, cols, page: Math.max(1, items.length - 4) },
      event.ctrlKey || event.metaKey,
    );
    if (action?.kind === 'move') {
      event.preventDefault();
      focusCell(action.to);
    } else if (action && row) {
      event.preventDefault();
      if (action.kind === 'toggle') row.toggleSelected();
      else if (action.kind === 'open') navigate(projectPath(collection.key, row.original.FireId));
      else startEdit(row.original, shown[here.col - 1]);
    }
  };

  const kitEdits = shown.some((column) => column.editable && column.field !== null);
  useEffect(() => {
    // The field kit's inputs, fetched while the table is looked at, so a first edit opens at once.
    if (kitEdits) void import('../../../fields');
  }, [kitEdits]);

  const painted = useRef(false);
  useEffect(() => {
    if (!painted.current && items.length > 0) {
      painted.current = true;
      performance.mark('data-table-painted');
      onFirstRows?.();
    }
  }, [items.length, onFirstRows]);

  const count =
    rows.length === docs.length
      ? t('data.table.rows', { count: formatNumber(docs.length) })
      : t('data.table.rowsOf', { count: formatNumber(rows.length), total: formatNumber(docs.length) });
  const sortable = useMemo(() => new Set(sortOptions.map((option) => option.field)), [sortOptions]);
  const toggleAll = useCallback(() => table.toggleAllRowsSelected(!allSelected), [table, allSelected]);
  const setFilter = useCallback(
    (key: string, filter: ColumnFilter | null) =>
      onPrefs((current) => {
        const { [key]: _dropped, ...rest } = current.filters;
        return { ...current, filters: filter ? { ...rest, [key]: filter } : rest };
      }),
    [onPrefs],
  );
  const deletable = writer !== null && selected.some((doc) => canDeleteDocument(writer, collection, doc));

  return (
    <section className="data-table" aria-label={collection.mainName ?? collection.name}>
      <div className="data-table__tools">
        <span className="data-table__count" aria-live="polite" data-testid="table-count">
          {complete ? count : ''}
        </span>
        {filtering && (
          <button
            type="button"
            className="button button--text"
            onClick={() => {
              onPrefs((current) => ({ ...current, filters: {} }));
              setFiltersVersion((version) => version + 1);
            }}
          >
            {t('data.table.clearFilters')}
          </button>
        )}
        <ColumnsMenu
          columns={columns}
          hidden={prefs.hidden}
          onHidden={(hidden) => onPrefs((current) => ({ ...current, hidden }))}
        />
      </div>
      {selected.length > 0 && (
        <BulkToolbar
          count={selected.length}
          canEdit={editableColumns.length > 0}
          canDelete={deletable}
          onAction={(action) => setBulk({ action, docs: selected })}
          onClear={() => setRowSelection({})}
        />
      )}
      <div ref={scrollRef} className="data-table__scroll">
        <table
          className="data-table__table"
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA in HTML allows a table the grid role; its cells are navigated and edited
          role="grid"
          aria-rowcount={tableRows.length + 2}
          aria-colcount={cols}
          aria-multiselectable="true"
          style={{ width: tableWidth(shown) }}
        >
          <colgroup>
            <col style={{ width: selectWidth }} />
            {shown.map((column) => (
              <col key={column.key} style={{ width: columnWidth(column) }} />
            ))}
          </colgroup>
          <TableHead
            columns={shown}
            sort={sort}
            sortable={sortable}
            onSort={onSort}
            allSelected={allSelected}
            someSelected={selected.length > 0 && !allSelected}
            onToggleAll={toggleAll}
            filters={prefs.filters}
            onFilter={setFilter}
            filtersVersion={filtersVersion}
          />
          <tbody onKeyDown={onGridKey}>
            {before > 0 && (
              <tr className="data-table__spacer">
                <td style={{ height: before }} colSpan={cols} />
              </tr>
            )}
            {items.map((item) => {
              const row = tableRows[item.index];
              if (!row) return null;
              const stored = row.original;
              const saved = pending.get(stored.FireId);
              const doc = saved ? { ...stored, ...saved } : stored;
              return (
                <TableRow
                  key={row.id}
                  index={item.index}
                  doc={doc}
                  columns={shown}
                  focusedCol={at.row === item.index ? at.col : null}
                  selected={rowSelection[row.id] === true}
                  editingKey={editing?.docId === stored.FireId ? editing.key : null}
                  editable={canEdit(stored)}
                  href={projectPath(collection.key, stored.FireId)}
                  textOf={textOf}
                  actions={actions}
                />
              );
            })}
            {after > 0 && (
              <tr className="data-table__spacer">
                <td style={{ height: after }} colSpan={cols} />
              </tr>
            )}
          </tbody>
        </table>
        {rows.length === 0 && <p className="empty-state data-table__empty">{t('data.table.noMatch')}</p>}
      </div>
      {bulk && (
        <BulkDialog
          action={bulk.action}
          collection={collection}
          collections={collections}
          docs={bulk.docs}
          columns={editableColumns}
          onClose={() => setBulk(null)}
          onDone={(changed) => {
            if (bulk.action === 'edit') return;
            setRowSelection((current) => {
              const next = { ...current };
              for (const docId of changed) delete next[docId];
              return next;
            });
          }}
        />
      )}
    </section>
  );
}
