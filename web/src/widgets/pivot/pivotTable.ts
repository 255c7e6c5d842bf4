import {
  formatPivotKeyPart,
  type PivotKeyPart,
  type PivotResult,
  type PivotRowNode,
  type PivotValueSpec,
  type PivotValues,
} from '@colmena/shared';

/** One line of the pivot's body: a row group (with its subtotal when it has sub-groups). */
export interface PivotBodyRow {
  /** Path from the top (drill-down key). */
  key: PivotKeyPart[];
  depth: number;
  label: string;
  /** One per column key; null where no document falls. */
  cells: (PivotValues | null)[];
  total: PivotValues;
  documentCount: number;
  /** A group with sub-groups: its line is their subtotal. */
  subtotal: boolean;
}

/** A column group of the header: one column key (its values side by side), or the total. */
export interface PivotColumnGroup {
  /** Drill-down key; `[]` for the total column (every column). */
  key: PivotKeyPart[];
  label: string;
  total: boolean;
}

/**
 * The body lines in reading order: each group, then its sub-groups (depth-first), so a
 * group's line carries its subtotal above its parts. Without row fields: no lines (the
 * footer's totals are the table).
 */
export function pivotBodyRows(result: PivotResult): PivotBodyRow[] {
  const lines: PivotBodyRow[] = [];
  const walk = (node: PivotRowNode) => {
    lines.push({
      key: node.key,
      depth: node.key.length - 1,
      label: formatPivotKeyPart(node.key[node.key.length - 1] ?? null),
      cells: node.cells,
      total: node.total,
      documentCount: node.documentCount,
      subtotal: node.children.length > 0,
    });
    for (const child of node.children) walk(child);
  };
  for (const node of result.rows) walk(node);
  return lines;
}

/** The column groups: each column key (parts joined by " · "), then the total; without column fields the total alone. */
export function pivotColumnGroups(result: PivotResult, totalLabel: string): PivotColumnGroup[] {
  const groups: PivotColumnGroup[] = result.colKeys.map((key) => ({
    key,
    label: key.map(formatPivotKeyPart).join(' · '),
    total: false,
  }));
  groups.push({ key: [], label: totalLabel, total: true });
  return groups;
}

/** A line's values under one column group (index into colKeys, or the total). */
export function valuesAt(row: Pick<PivotBodyRow, 'cells' | 'total'>, group: PivotColumnGroup, index: number) {
  return group.total ? row.total : (row.cells[index] ?? null);
}

/** The heading of a value column: "Count", "Sum of Presupuesto"… (words from the catalogue). */
export function valueHeading(
  spec: PivotValueSpec,
  t: (key: `widgets.pivot.agg.${PivotValueSpec['agg']}`, params?: Record<string, string>) => string,
): string {
  return t(`widgets.pivot.agg.${spec.agg}`, { field: spec.field ?? '' });
}
