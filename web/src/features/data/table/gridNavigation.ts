/** A cell of the table: the row's index among the rows shown, the column's among those shown. */
export interface CellPos {
  row: number;
  col: number;
}

export interface GridSize {
  rows: number;
  cols: number;
  /** Rows in view, what PageUp / PageDown move by. */
  page: number;
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0));

/**
 * Where a key takes the focused cell (the grid keyboard pattern): arrows one cell, Home / End
 * to the row's ends (with Ctrl, the table's), PageUp / PageDown a screenful. Null: the key
 * does not move the focus (Enter, Space, letters go to the cell).
 */
export function nextCell(at: CellPos, key: string, size: GridSize, ctrl = false): CellPos | null {
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  const to = (row: number, col: number) => ({ row: clamp(row, lastRow), col: clamp(col, lastCol) });
  switch (key) {
    case 'ArrowUp':
      return to(at.row - 1, at.col);
    case 'ArrowDown':
      return to(at.row + 1, at.col);
    case 'ArrowLeft':
      return to(at.row, at.col - 1);
    case 'ArrowRight':
      return to(at.row, at.col + 1);
    case 'Home':
      return ctrl ? to(0, 0) : to(at.row, 0);
    case 'End':
      return ctrl ? to(lastRow, lastCol) : to(at.row, lastCol);
    case 'PageUp':
      return to(at.row - Math.max(1, size.page), at.col);
    case 'PageDown':
      return to(at.row + Math.max(1, size.page), at.col);
    default:
      return null;
  }
}

/** The focused cell kept inside a grid that shrank (a filter, a delete): the nearest one left. */
export function keepInside(at: CellPos, size: Pick<GridSize, 'rows' | 'cols'>): CellPos {
  return { row: clamp(at.row, size.rows - 1), col: clamp(at.col, size.cols - 1) };
}

/** What a key on a body cell does: move the focus, select the row, open its document, or edit the cell. */
export type GridKeyAction =
  | { kind: 'move'; to: CellPos }
  | { kind: 'toggle' }
  | { kind: 'open' }
  | { kind: 'edit' };

/**
 * A key on the cell `at` (the grid pattern, plus Space to select the row, Enter to edit the cell
 * — to open the document from the select column or with Ctrl — and F2 to edit). Null: the key
 * is the cell's own (letters, Tab).
 */
export function gridKeyAction(at: CellPos, key: string, size: GridSize, ctrl = false): GridKeyAction | null {
  const to = nextCell(at, key, size, ctrl);
  if (to) return { kind: 'move', to };
  if (size.rows === 0) return null;
  if (key === ' ') return { kind: 'toggle' };
  if (key === 'Enter') return ctrl || at.col === 0 ? { kind: 'open' } : { kind: 'edit' };
  if (key === 'F2') return at.col === 0 ? null : { kind: 'edit' };
  return null;
}
