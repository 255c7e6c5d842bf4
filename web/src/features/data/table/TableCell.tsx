import type { StoredDoc } from '@colmena/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../hooks/useT';
import { isPlaceholder } from '../fieldText';
import type { TableColumn } from './columnModel';

interface Props {
  column: TableColumn;
  doc: StoredDoc;
  /** The value as it reads (formatted by type, the spec's placeholder when there is none). */
  text: string;
  /** The document's page, for the Name cell. */
  to: string | null;
  focused: boolean;
  editable: boolean;
  onFocus(): void;
  onEdit(): void;
  /** The cell's editor while it is being edited. */
  editor: ReactNode;
}

/** One cell: its text (the Name a link to the document), focusable, double-click to edit. */
export function TableCell({ column, doc, text, to, focused, editable, onFocus, onEdit, editor }: Props) {
  const t = useT();
  const value = doc[column.key];
  const classes = ['data-table__cell', `data-table__cell--${column.filter ?? 'none'}`];
  if (isPlaceholder(value)) classes.push('value--placeholder');
  if (editor) classes.push('data-table__cell--editing');
  return (
    <td
      className={classes.join(' ')}
      tabIndex={focused ? 0 : -1}
      title={editable ? undefined : t('data.table.readOnly')}
      data-key={column.key}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocus();
      }}
      onDoubleClick={editable ? onEdit : undefined}
    >
      {to ? (
        <Link
          to={to}
          tabIndex={-1}
          className="data-table__link"
          aria-label={t('data.table.open', { name: text })}
        >
          {text}
        </Link>
      ) : (
        <span className="data-table__text">{text}</span>
      )}
      {editor}
    </td>
  );
}
