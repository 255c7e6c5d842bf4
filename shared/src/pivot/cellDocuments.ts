import type { PivotDocument } from './computePivot';
import { groupReader, type PivotKey } from './groupKey';
import type { PivotConfig } from './pivotConfig';

/**
 * Drill-down, computed on demand so the pivot itself keeps no per-document lists: the indexes in
 * `documents` of those under a row key and a column key. Either key may be a prefix of its fields
 * (a subtotal) or empty (a row total, a column total, or with both empty every document).
 * Groups are read exactly as `computePivot` reads them, so the count equals the cell's count.
 */
export function cellDocumentIndexes(
  documents: readonly PivotDocument[],
  config: Pick<PivotConfig, 'rows' | 'cols'>,
  rowKey: PivotKey,
  colKey: PivotKey,
): number[] {
  if (rowKey.length > config.rows.length || colKey.length > config.cols.length) return [];
  const tests = [
    ...rowKey.map((part, level) => ({
      part,
      read: groupReader(config.rows[level] as PivotConfig['rows'][number]),
    })),
    ...colKey.map((part, level) => ({
      part,
      read: groupReader(config.cols[level] as PivotConfig['cols'][number]),
    })),
  ];
  const indexes: number[] = [];
  documents.forEach((doc, index) => {
    // Parts are never NaN (non-finite numbers group as empty), so === is the grouping Map's equality.
    if (tests.every(({ part, read }) => read(doc) === part)) indexes.push(index);
  });
  return indexes;
}

/** The documents themselves, for a drill-down list. */
export function cellDocuments<T extends PivotDocument>(
  documents: readonly T[],
  config: Pick<PivotConfig, 'rows' | 'cols'>,
  rowKey: PivotKey,
  colKey: PivotKey,
): T[] {
  return cellDocumentIndexes(documents, config, rowKey, colKey).map((index) => documents[index] as T);
}
