import {
  type Accumulator,
  type AccumulatorLayout,
  accumulatorLayout,
  finalValues,
  mergeInto,
  newAccumulator,
  type PivotValues,
} from './accumulator';
import { fieldReader, groupReader, type PivotKeyPart } from './groupKey';
import type { PivotConfig } from './pivotConfig';
import { comparePivotKeyParts, comparePivotKeys } from './sortKeys';

export type PivotDocument = Readonly<Record<string, unknown>>;

/** A row group. `key` is its path from the top (length = depth + 1). Its `total` is its subtotal. */
export interface PivotRowNode {
  key: PivotKeyPart[];
  documentCount: number;
  /** One per `colKeys` entry; `null` where no document falls. Empty without column fields. */
  cells: (PivotValues | null)[];
  total: PivotValues;
  /** Sorted sub-groups; empty at the last row field. */
  children: PivotRowNode[];
}

/** Plain JSON: a server or an automation step may send it as it is. */
export interface PivotResult {
  config: PivotConfig;
  /** Sorted full column keys (one part per column field); empty without column fields. */
  colKeys: PivotKeyPart[][];
  /** Top-level row groups, sorted; empty without row fields (then `colTotals` is the only row). */
  rows: PivotRowNode[];
  colTotals: PivotValues[];
  grandTotal: PivotValues;
  documentCount: number;
}

/** Row nodes × columns past which a pivot is refused: its table could not be shown anyway. */
export const maxPivotCells = 250_000;

export class PivotTooLargeError extends Error {
  readonly code = 'pivot_too_large';
  constructor(
    readonly rowGroups: number,
    readonly columns: number,
  ) {
    super(`pivot of ${rowGroups} row groups × ${columns} columns exceeds ${maxPivotCells} cells`);
    this.name = 'PivotTooLargeError';
  }
}

interface BuildNode {
  readonly part: PivotKeyPart;
  readonly children: Map<PivotKeyPart, BuildNode> | null;
  /** Indexed by column id (first-seen order); holes where no document fell. */
  readonly cells: (Accumulator | undefined)[];
}

type ColumnLevel = Map<PivotKeyPart, ColumnLevel | number>;

/**
 * Groups `documents` by the config's row and column fields and aggregates its values.
 * One pass feeds only the finest cells; subtotals, row and column totals and the grand total are
 * merged from them afterwards, so each document costs one cell update whatever the depth.
 * The config is trusted: parse it with `pivotConfigSchema` where it comes from a user.
 */
export function computePivot(documents: readonly PivotDocument[], config: PivotConfig): PivotResult {
  const layout = accumulatorLayout(config.values);
  const rowReaders = config.rows.map(groupReader);
  const colReaders = config.cols.map(groupReader);
  const valueReaders = config.values.map((value) =>
    value.agg === 'count' || value.field === undefined ? null : fieldReader(value.field),
  );
  const kinds = layout.kinds;
  const rowDepth = rowReaders.length;
  const colDepth = colReaders.length;

  const root: BuildNode = { part: null, children: rowDepth > 0 ? new Map() : null, cells: [] };
  const colRoot: ColumnLevel = new Map();
  const colKeysById: PivotKeyPart[][] = colDepth === 0 ? [[]] : [];

  for (let d = 0; d < documents.length; d++) {
    const doc = documents[d] as PivotDocument;

    let node = root;
    for (let level = 0; level < rowDepth; level++) {
      const part = (rowReaders[level] as (doc: PivotDocument) => PivotKeyPart)(doc);
      const children = node.children as Map<PivotKeyPart, BuildNode>;
      let child = children.get(part);
      if (child === undefined) {
        child = { part, children: level + 1 < rowDepth ? new Map() : null, cells: [] };
        children.set(part, child);
      }
      node = child;
    }

    let colId = 0;
    if (colDepth > 0) {
      let level: ColumnLevel = colRoot;
      for (let c = 0; c < colDepth; c++) {
        const part = (colReaders[c] as (doc: PivotDocument) => PivotKeyPart)(doc);
        const next = level.get(part);
        if (c + 1 < colDepth) {
          if (next === undefined) {
            const created: ColumnLevel = new Map();
            level.set(part, created);
            level = created;
          } else {
            level = next as ColumnLevel;
          }
        } else if (next === undefined) {
          colId = colKeysById.length;
          colKeysById.push(colReaders.map((read) => read(doc)));
          level.set(part, colId);
        } else {
          colId = next as number;
        }
      }
    }

    let cell = node.cells[colId];
    if (cell === undefined) {
      cell = newAccumulator(layout);
      node.cells[colId] = cell;
    }
    cell[0] = (cell[0] as number) + 1;
    for (let v = 0; v < kinds.length; v++) {
      const read = valueReaders[v];
      if (read === null || read === undefined) continue;
      const x = read(doc);
      // Numbers only, and finite ones: text, booleans and missing values are not amounts.
      if (typeof x !== 'number' || x - x !== 0) continue;
      const slot = 1 + 2 * v;
      const kind = kinds[v];
      const current = cell[slot] as number;
      if (kind === 1) cell[slot] = current + x;
      else if (kind === 2) {
        if (x < current) cell[slot] = x;
      } else if (x > current) cell[slot] = x;
      cell[slot + 1] = (cell[slot + 1] as number) + 1;
    }
  }

  // Columns in sorted order: `position[id]` is where column `id` is shown.
  const order = colKeysById
    .map((_, id) => id)
    .sort((a, b) => comparePivotKeys(colKeysById[a] as PivotKeyPart[], colKeysById[b] as PivotKeyPart[]));
  const position = new Int32Array(colKeysById.length);
  order.forEach((id, index) => {
    position[id] = index;
  });
  const columnCount = colKeysById.length;
  const rowGroups = countNodes(root) - 1;
  if (Math.max(rowGroups, 1) * columnCount > maxPivotCells)
    throw new PivotTooLargeError(rowGroups, columnCount);

  const built = finishNode(root, [], { layout, position, columnCount, showCells: colDepth > 0 });
  return {
    config,
    colKeys: colDepth > 0 ? order.map((id) => colKeysById[id] as PivotKeyPart[]) : [],
    rows: built.node.children,
    colTotals:
      colDepth > 0
        ? built.sortedCells.map((cell) => finalValues(layout, cell ?? newAccumulator(layout)))
        : [],
    grandTotal: built.node.total,
    documentCount: built.node.documentCount,
  };
}

function countNodes(node: BuildNode): number {
  let count = 1;
  if (node.children) for (const child of node.children.values()) count += countNodes(child);
  return count;
}

interface FinishContext {
  layout: AccumulatorLayout;
  position: Int32Array;
  columnCount: number;
  showCells: boolean;
}

/** Sorts a node's children, merges their cells into its own (its subtotals) and finalises them. */
function finishNode(
  node: BuildNode,
  key: PivotKeyPart[],
  context: FinishContext,
): { node: PivotRowNode; sortedCells: (Accumulator | undefined)[] } {
  const { layout, position, columnCount } = context;
  const sortedCells: (Accumulator | undefined)[] = new Array(columnCount);
  const children: PivotRowNode[] = [];
  if (node.children) {
    const sorted = [...node.children.values()].sort((a, b) => comparePivotKeyParts(a.part, b.part));
    for (const child of sorted) {
      const finished = finishNode(child, [...key, child.part], context);
      children.push(finished.node);
      for (let column = 0; column < columnCount; column++) {
        const from = finished.sortedCells[column];
        if (from === undefined) continue;
        const to = sortedCells[column];
        if (to === undefined) sortedCells[column] = from.slice();
        else mergeInto(layout, to, from);
      }
    }
  } else {
    node.cells.forEach((cell, id) => {
      if (cell !== undefined) sortedCells[position[id] as number] = cell;
    });
  }
  const total = newAccumulator(layout);
  for (const cell of sortedCells) if (cell !== undefined) mergeInto(layout, total, cell);
  const cells = context.showCells
    ? Array.from(sortedCells, (cell) => (cell === undefined ? null : finalValues(layout, cell)))
    : [];
  return {
    node: { key, documentCount: total[0] as number, cells, total: finalValues(layout, total), children },
    sortedCells,
  };
}
