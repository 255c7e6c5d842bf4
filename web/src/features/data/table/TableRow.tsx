import type { StoredDoc } from '@colmena/shared';
import { memo } from 'react';
import { useT } from '../../../hooks/useT';
import { docTitle } from '../docTitle';
import { CellEditor } from './CellEditor';
import type { CellChange } from './cellChange';
import type { TableColumn } from './columnModel';
import { TableCell } from './TableCell';

/** What rows ask of the table; one object for every row, so a row re-renders only for its own data. */
export interface RowActions {
  focusCell(row: number, col: number): void;
  toggle(docId: string): void;
  edit(doc: StoredDoc, column: TableColumn): void;
  save(
    doc: StoredDoc,
    column: TableColumn,
    change: Exclude<CellChange, { kind: 'none' }>,
    value: unknown,
  ): Promise<boolean>;
  closeEditor(): void;
  open(href: string): void;
}

interface Props {
  index: number;
  doc: StoredDoc;
  columns: readonly TableColumn[];
  /** The focused column when the focused cell is in this row (0 is the selection box). */
  focusedCol: number | null;
  selected: boolean;
  editingKey: string | null;
  editable: boolean;
  href: string;
  textOf(column: TableColumn, doc: StoredDoc): string;
  actions: RowActions;
}

/**
 * One document's row. Memoised: scrolling re-renders the table on every frame, and a row whose
 * document, focus, selection and editor did not change is left as it is.
 */
export const TableRow = memo(function TableRow({
  index,
  doc,
  columns,
  focusedCol,
  selected,
  editingKey,
  editable,
  href,
  textOf,
  actions,
}: Props) {
  const t = useT();
  const title = docTitle(doc);
  return (
    <tr
      aria-rowindex={index + 3}
      aria-selected={selected}
      className={[
        'data-table__row',
        selected ? 'data-table__row--selected' : '',
        editingKey !== null ? 'data-table__row--editing' : '',
      ].join(' ')}
      data-testid="table-row"
      data-doc={doc.FireId}
    >
      <td
        className="data-table__select"
        tabIndex={focusedCol === 0 ? 0 : -1}
        onFocus={(event) => {
          if (event.target === event.currentTarget) actions.focusCell(index, 0);
        }}
      >
        <input
          type="checkbox"
          tabIndex={-1}
          aria-label={t('data.table.selectRow', { name: title })}
          checked={selected}
          onChange={() => actions.toggle(doc.FireId)}
        />
      </td>
      {columns.map((column, position) => {
        const col = position + 1;
        return (
          <TableCell
            key={column.key}
            column={column}
            doc={doc}
            text={textOf(column, doc)}
            href={column.key === 'Name' ? href : null}
            onOpen={actions.open}
            focused={focusedCol === col}
            editable={editable && column.editable}
            onFocus={() => actions.focusCell(index, col)}
            onEdit={() => actions.edit(doc, column)}
            editor={
              editingKey === column.key ? (
                <CellEditor
                  column={column}
                  doc={doc}
                  onSave={(change, value) => actions.save(doc, column, change, value)}
                  onClose={actions.closeEditor}
                />
              ) : null
            }
          />
        );
      })}
    </tr>
  );
});
