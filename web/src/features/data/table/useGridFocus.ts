import { type RefObject, useEffect, useRef, useState } from 'react';
import { type CellPos, type GridSize, keepInside } from './gridNavigation';

/**
 * The grid's roving focus: one body cell is in the tab order (`at`, kept inside the grid as rows
 * come and go). `focusCell` moves it there and scrolls its row in; `refocus` gives the focus back
 * to it (after an editor closes), once the cell is rendered.
 */
export function useGridFocus(
  scrollRef: RefObject<HTMLElement | null>,
  size: Pick<GridSize, 'rows' | 'cols'>,
  scrollToRow: (row: number) => void,
): {
  at: CellPos;
  setFocus(pos: CellPos): void;
  focusCell(next: CellPos): void;
  refocus(): void;
} {
  const [focus, setFocus] = useState<CellPos>({ row: 0, col: 1 });
  const wantFocus = useRef(false);
  useEffect(() => {
    // After a move or a closed editor, once the cell is rendered (a scroll may bring it in).
    if (!wantFocus.current) return;
    const cell = scrollRef.current?.querySelector<HTMLElement>('tbody td[tabindex="0"]');
    if (cell) {
      wantFocus.current = false;
      cell.focus();
    }
  });
  return {
    at: keepInside(focus, size),
    setFocus,
    focusCell: (next) => {
      wantFocus.current = true;
      setFocus(next);
      scrollToRow(next.row);
    },
    refocus: () => {
      wantFocus.current = true;
    },
  };
}

/**
 * The body cell a key event came from, by the row's aria-rowindex (two heading rows come first)
 * and the cell's place in its row; null from anywhere else (an editor's input, a spacer).
 */
export function cellOf(target: EventTarget): CellPos | null {
  if (!(target instanceof HTMLTableCellElement)) return null;
  const rowIndex = Number(target.parentElement?.getAttribute('aria-rowindex'));
  return Number.isInteger(rowIndex) && rowIndex >= 3 ? { row: rowIndex - 3, col: target.cellIndex } : null;
}
