import type { Statement } from 'better-sqlite3';
import { deepMerge } from '../deepMerge';
import type { ChangeKind, DocData, StoredDoc } from '../Store';
import { companyCollection } from '../Store';
import { assertStorable, assertTenant } from '../validateDocument';
import type { CommittedChange } from './resumeLog';

/** The stored body (FireId and collection derived from the path, Firestore's rules checked). */
export { storedBody } from '../validateDocument';

/** A pending write; `collection` null means the company document. */
export interface Write {
  kind: ChangeKind;
  collection: string | null;
  id: string;
  data?: DocData;
}

type Sql = (sql: string) => Statement;

export function toDoc(json: string, id: string, collection: string): StoredDoc {
  // A fresh object from JSON.parse: adding the two keys is cheaper than spreading it.
  const doc = JSON.parse(json) as StoredDoc;
  doc.FireId = id;
  doc.collection = collection;
  return doc;
}

/**
 * Applies one write inside the open SQLite transaction: records it in `changes` (its seq),
 * then sets, merges (deeply, as Firestore's set-merge) or deletes. A delete of a missing
 * document is no change at all. Returns the change as the watch hub needs it.
 */
export function applyWrite(sql: Sql, tenant: string, w: Write): CommittedChange | null {
  // Firestore could not hold a tenant named like `__x__` (or with a '/'): neither do we.
  assertTenant(tenant);
  const collection = w.collection ?? companyCollection;
  const current =
    w.collection === null
      ? (sql('SELECT data FROM companies WHERE tenant = ?').get(tenant) as { data: string } | undefined)
      : (sql('SELECT data FROM documents WHERE tenant = ? AND collection = ? AND id = ?').get(
          tenant,
          w.collection,
          w.id,
        ) as { data: string } | undefined);
  if (w.kind === 'delete' && !current) return null;
  const seq = Number(
    sql('INSERT INTO changes (tenant, collection, id, kind) VALUES (?, ?, ?, ?)').run(
      tenant,
      collection,
      w.id,
      w.kind,
    ).lastInsertRowid,
  );
  const change = (after: StoredDoc | null): CommittedChange => ({
    seq,
    tenant,
    collection,
    id: w.id,
    before: () => (current ? toDoc(current.data, w.id, collection) : null),
    after,
  });
  if (w.kind === 'delete') {
    if (w.collection === null) sql('DELETE FROM companies WHERE tenant = ?').run(tenant);
    else
      sql('DELETE FROM documents WHERE tenant = ? AND collection = ? AND id = ?').run(
        tenant,
        w.collection,
        w.id,
      );
    return change(null);
  }
  let data = w.data ?? {};
  if (w.kind === 'merge' && current) {
    data = deepMerge(JSON.parse(current.data) as DocData, data);
    // Each part fits, the whole may not (Firestore refuses such a merge at its commit too).
    assertStorable(data);
  }
  const json = JSON.stringify(data);
  if (w.collection === null) {
    sql(
      'INSERT INTO companies (tenant, data, seq) VALUES (?, ?, ?) ' +
        'ON CONFLICT (tenant) DO UPDATE SET data = excluded.data, seq = excluded.seq',
    ).run(tenant, json, seq);
  } else {
    sql(
      'INSERT INTO documents (tenant, collection, id, data, seq) VALUES (?, ?, ?, ?, ?) ' +
        'ON CONFLICT (tenant, collection, id) DO UPDATE SET data = excluded.data, seq = excluded.seq',
    ).run(tenant, w.collection, w.id, json, seq);
  }
  // Parsed back so what watchers hold shares nothing with the caller's objects.
  return change(toDoc(json, w.id, collection));
}
