import type { Statement } from 'better-sqlite3';
import { withPath } from '../ownCollection';
import type { DocData, StoredDoc } from '../Store';
import { cacheKey, copyParsed, type DocCache } from './docCache';
import { readDoc } from './writeAll';

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
): { json: string; doc: StoredDoc } | null {
  const key = cacheKey(tenant, collection, id);
  const cachedSeq = docs.seqOf(key);
  const row = (
    cachedSeq < 0
      ? sql('SELECT seq, data FROM documents WHERE tenant = ? AND collection = ? AND id = ?').get(
          tenant,
          collection,
          id,
        )
      : sql(
          'SELECT seq, CASE WHEN seq = ? THEN NULL ELSE data END AS data FROM documents ' +
            'WHERE tenant = ? AND collection = ? AND id = ?',
        ).get(cachedSeq, tenant, collection, id)
  ) as { seq: number; data: string | null } | undefined;
  if (row === undefined) {
    docs.forget(key);
    return null;
  }
  const entry = row.data === null ? docs.hit(key, row.seq) : undefined;
  if (entry === undefined) {
    const json = row.data ?? rowData(sql, tenant, collection, id);
    docs.remember(key, row.seq, json);
    return { json, doc: readDoc(json, id, collection) };
  }
  // Read again without a write between: parse once more, for this and every later read.
  entry.parsed ??= JSON.parse(entry.json) as DocData;
  return { json: entry.json, doc: withPath(copyParsed(entry.parsed), id, collection) };
}

/** The row's JSON, when the cache's seq check found it moved on after all (a miss of the entry). */
function rowData(sql: (text: string) => Statement, tenant: string, collection: string, id: string): string {
  const row = sql('SELECT data FROM documents WHERE tenant = ? AND collection = ? AND id = ?').get(
    tenant,
    collection,
    id,
  ) as { data: string };
  return row.data;
}
