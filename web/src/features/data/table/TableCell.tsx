import type { StoredDoc } from '@colmena/shared';
import { type ReactNode, useRef } from 'react';
import { useT } from '../../../hooks/useT';
import { isPlaceholder } from '../fieldText';
import type { TableColumn } from './columnModel';

interface Props {
  column: TableColumn;
  doc: StoredDoc;
  /** The value as it reads (formatted by type, the spec's placeholder when there is none). */
  text: string;
  /** The document's page, for the Name cell. */
  href: string | null;
  onOpen(href: string): void;
  focused: boolean;
  editable: boolean;
  onFocus(): void;
  onEdit(): void;
  /** The cell's editor while it is being edited. */
  editor: ReactNode;
}

/** One cell: its text (the Name a link to the document), focusable, double-click to edit. */
export function TableCell({
  column,
  doc,
  text,
  href,
  onOpen,
  focused,
  editable,
  onFocus,
  onEdit,
  editor,
}: Props) {
  const t = useT();
  // On a touch screen there is no double click or Enter: a tap on the focused cell edits it.
  const wasFocused = useRef(false);
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
      onPointerDown={(event) => {
        wasFocused.current = document.activeElement === event.currentTarget;
      }}
      onPointerUp={(event) => {
        if (event.pointerType === 'touch' && wasFocused.current && editable && !editor) onEdit();
      }}
    >
      {href ? (
        // A plain link (not the router's Link, which costs a few hooks per row while scrolling);
        // a plain click still navigates inside the app.
        <a
          href={href}
          tabIndex={-1}
          className="data-table__link"
          aria-label={t('data.table.open', { name: text })}
          // A cell cuts a long value to its column: the whole of it shows on hover.
          title={text}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
              return;
            event.preventDefault();
            onOpen(href);
          }}
        >
          {text}
        </a>
      ) : (
        <span className="data-table__text" title={text}>
          {text}
        </span>
      )}
      {editor}
    </td>
  );
}
