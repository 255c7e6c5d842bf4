import type { Statement } from 'better-sqlite3';
import { keepsOwnCollection, withPath } from '../ownCollection';
import type { DocData, StoredDoc } from '../Store';
import { applyWrite, type Write } from './applyWrite';
import type { CommittedChange } from './resumeLog';

type Sql = (sql: string) => Statement;

/** A stored document as read: its JSON parsed, with FireId and collection (ownCollection.ts). */
export function readDoc(json: string, id: string, collection: string): StoredDoc {
  return withPath(JSON.parse(json) as DocData, id, collection);
}

/** Applies a transaction's writes in order (inside the open SQLite transaction); returns its changes. */
export function writeAll(sql: Sql, tenant: string, writes: readonly Write[]): CommittedChange[] {
  const changes: CommittedChange[] = [];
  for (const w of writes) {
    const change =
      w.collection !== null && keepsOwnCollection(w.collection)
        ? applyOwnCollectionWrite(sql, tenant, w, w.collection)
        : applyWrite(sql, tenant, w);
    if (change) changes.push(change);
  }
  return changes;
}

const ownOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * applyWrite gives the change's documents the path's collection; where a body keeps its own
 * (logs), the watchers must see that one, before and after the write.
 */
function applyOwnCollectionWrite(
  sql: Sql,
  tenant: string,
  w: Write,
  collection: string,
): CommittedChange | null {
  const row = sql(
    "SELECT json_extract(data, '$.collection') AS own FROM documents WHERE tenant = ? AND collection = ? AND id = ?",
  ).get(tenant, collection, w.id) as { own: unknown } | undefined;
  const ownBefore = ownOf(row?.own);
  const change = applyWrite(sql, tenant, w);
  if (!change) return null;
  const ownAfter = w.kind === 'set' ? ownOf(w.data?.collection) : (ownOf(w.data?.collection) ?? ownBefore);
  const before = change.before;
  return {
    ...change,
    before: () => relabel(before(), ownBefore),
    after: relabel(change.after, ownAfter),
  };
}

function relabel(doc: StoredDoc | null, own: string | undefined): StoredDoc | null {
  if (doc && own !== undefined) doc.collection = own;
  return doc;
}
