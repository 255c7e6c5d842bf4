import { describe, expect, it } from 'vitest';
import { gridKeyAction, keepInside, nextCell } from './gridNavigation';

const size = { rows: 100, cols: 5, page: 10 };
const at = { row: 50, col: 2 };

describe('keyboard moves in the table', () => {
  it.each([
    ['ArrowUp', false, { row: 49, col: 2 }],
    ['ArrowDown', false, { row: 51, col: 2 }],
    ['ArrowLeft', false, { row: 50, col: 1 }],
    ['ArrowRight', false, { row: 50, col: 3 }],
    ['Home', false, { row: 50, col: 0 }],
    ['End', false, { row: 50, col: 4 }],
    ['Home', true, { row: 0, col: 0 }],
    ['End', true, { row: 99, col: 4 }],
    ['PageUp', false, { row: 40, col: 2 }],
    ['PageDown', false, { row: 60, col: 2 }],
  ])('%s (ctrl %s)', (key, ctrl, expected) => {
    expect(nextCell(at, key, size, ctrl)).toEqual(expected);
  });

  it.each([
    ['ArrowUp', { row: 0, col: 0 }, { row: 0, col: 0 }],
    ['ArrowLeft', { row: 0, col: 0 }, { row: 0, col: 0 }],
    ['ArrowDown', { row: 99, col: 4 }, { row: 99, col: 4 }],
    ['ArrowRight', { row: 99, col: 4 }, { row: 99, col: 4 }],
    ['PageDown', { row: 95, col: 1 }, { row: 99, col: 1 }],
    ['PageUp', { row: 3, col: 1 }, { row: 0, col: 1 }],
  ])('%s stops at the edge from %j', (key, from, expected) => {
    expect(nextCell(from, key, size)).toEqual(expected);
  });

  it.each(['Enter', ' ', 'Escape', 'a', 'Tab'])('%j is not a move', (key) => {
    expect(nextCell(at, key, size)).toBeNull();
  });

  it('an empty table keeps the focus at the origin', () => {
    expect(nextCell({ row: 0, col: 0 }, 'ArrowDown', { rows: 0, cols: 3, page: 10 })).toEqual({
      row: 0,
      col: 0,
    });
  });

  it('a grid that shrank takes the focus to the nearest cell left', () => {
    expect(keepInside({ row: 80, col: 6 }, { rows: 10, cols: 3 })).toEqual({ row: 9, col: 2 });
    expect(keepInside({ row: 3, col: 1 }, { rows: 10, cols: 3 })).toEqual({ row: 3, col: 1 });
  });
});

describe('what a key on a cell does', () => {
  it.each([
    ['ArrowDown', false, { row: 50, col: 2 }, { kind: 'move', to: { row: 51, col: 2 } }],
    ['Home', true, { row: 50, col: 2 }, { kind: 'move', to: { row: 0, col: 0 } }],
    [' ', false, { row: 50, col: 2 }, { kind: 'toggle' }],
    [' ', false, { row: 50, col: 0 }, { kind: 'toggle' }],
    ['Enter', false, { row: 50, col: 2 }, { kind: 'edit' }],
    ['Enter', true, { row: 50, col: 2 }, { kind: 'open' }],
    ['Enter', false, { row: 50, col: 0 }, { kind: 'open' }],
    ['F2', false, { row: 50, col: 2 }, { kind: 'edit' }],
    ['F2', false, { row: 50, col: 0 }, null],
    ['a', false, { row: 50, col: 2 }, null],
    ['Tab', false, { row: 50, col: 2 }, null],
    ['Escape', false, { row: 50, col: 2 }, null],
  ])('%j (ctrl %s) on %j', (key, ctrl, from, expected) => {
    expect(gridKeyAction(from, key, size, ctrl)).toEqual(expected);
  });

  it.each([' ', 'Enter', 'F2'])('%j does nothing in an empty table', (key) => {
    expect(gridKeyAction({ row: 0, col: 1 }, key, { rows: 0, cols: 3, page: 10 })).toBeNull();
  });
});
