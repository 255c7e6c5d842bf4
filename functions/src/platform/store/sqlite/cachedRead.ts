import type { Statement } from 'better-sqlite3';
import { withPath } from '../ownCollection';
import type { StoredDoc } from '../Store';
import { cacheKey, copyShared, type DocCache, parsedTree } from './docCache';
import { textPerTable } from './logEntries';
import { type StoredRow, withSpilled } from './spilledArrays';
import { readDoc } from './writeAll';

const readText = textPerTable(
  (table) => `SELECT seq, data, spill FROM ${table} WHERE tenant = ? AND collection = ? AND id = ?`,
);
/** The row's seq, and its data and spill unless the cache holds it at that seq. */
const readUnlessCachedText = textPerTable(
  (table) =>
    'SELECT seq, CASE WHEN seq = ? THEN NULL ELSE data END AS data, ' +
    `CASE WHEN seq = ? THEN NULL ELSE spill END AS spill FROM ${table} ` +
    'WHERE tenant = ? AND collection = ? AND id = ?',
);
const storedText = textPerTable(
  (table) => `SELECT data, spill FROM ${table} WHERE tenant = ? AND collection = ? AND id = ?`,
);

/** A document as read now: its JSON (spilled arrays put back), the row's spilled field, the parsed copy. */
export interface ReadNow {
  json: string;
  spill: string | null;
  doc: StoredDoc;
}

/**
 * A document as its row stands now, with its JSON. A row the cache holds at the same seq is not
 * copied out of SQLite nor parsed again: the reader gets a copy of the cached tree, its own to change.
 */
export function readDocumentNow(
  sql: (text: string) => Statement,
  docs: DocCache,
  tenant: string,
  collection: string,
  id: string,
): ReadNow | null {
  const key = cacheKey(tenant, collection, id);
  const cachedSeq = docs.seqOf(key);
  const row = (
    cachedSeq < 0
      ? sql(readText(collection)).get(tenant, collection, id)
      : sql(readUnlessCachedText(collection)).get(cachedSeq, cachedSeq, tenant, collection, id)
  ) as { seq: number; data: string | null; spill: string | null } | undefined;
  if (row === undefined) {
    docs.forget(key);
    return null;
  }
  const entry = row.data === null ? docs.hit(key, row.seq) : undefined;
  if (entry === undefined) {
    const stored = row.data === null ? storedRow(sql, tenant, collection, id) : (row as StoredRow);
    const json = withSpilled(sql, tenant, collection, id, stored);
    docs.remember(key, row.seq, json, undefined, stored.spill);
    return { json, spill: stored.spill, doc: readDoc(json, id, collection) };
  }
  // Read again without a write between: parse once more, for this and every later read.
  const tree = parsedTree(entry);
  return {
    json: entry.json,
    spill: entry.spill,
    doc: withPath(copyShared(tree, entry.spill), id, collection),
  };
}

/** The row as stored (read when the cache's seq check found it moved on after all, or by a query that left a spilled row out). */
export function storedRow(
  sql: (text: string) => Statement,
  tenant: string,
  collection: string,
  id: string,
): StoredRow {
  return sql(storedText(collection)).get(tenant, collection, id) as StoredRow;
}
