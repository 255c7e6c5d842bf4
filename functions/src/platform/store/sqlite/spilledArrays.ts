import type { Database, Statement } from 'better-sqlite3';

type Sql = (sql: string) => Statement;

/**
 * A document row as stored: its `data` and, when an array field of it is kept element by element
 * in `spilled`, that field's name (`spill`). `data` then lacks the field: `withSpilled` puts it
 * back, last, for every reader.
 */
export interface StoredRow {
  data: string;
  spill: string | null;
}

/**
 * Arrays appended to (StoreTransaction.append) are kept out of their document's row, one row an
 * element (issue 14): a chat thread is one document (spec §3) that grows with every message, and
 * rewriting its row whole cost SQLite a rewrite of every overflow page plus a parse of the old and
 * the new text for each index and trigger on `documents` (at ~200 messages, 28 KB: the UPDATE
 * ~140 µs raw, ~300 in a send's profile, against ~10 for a row of its other fields). A message is
 * then an insert here and a small update there.
 *
 * Readers never see it: every read of a row reassembles the document (`withSpilled`), with the
 * field last. What they lose is SQL over the field: a filter, an order or an index on it reads the
 * row's `data`, which lacks it; so only a field no tracked array index covers is spilled.
 *
 * Deleting a row, or a write that takes its field back inline (`spill` cleared), drops its
 * elements: triggers, so no statement that writes `documents` can leave them behind.
 */
export function createSpilledSchema(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS spilled (
      tenant TEXT NOT NULL,
      collection TEXT NOT NULL,
      id TEXT NOT NULL,
      pos INTEGER NOT NULL,
      item TEXT NOT NULL,
      PRIMARY KEY (tenant, collection, id, pos)
    ) STRICT, WITHOUT ROWID;
    DROP TRIGGER IF EXISTS spilled_delete;
    DROP TRIGGER IF EXISTS spilled_inline;
    CREATE TRIGGER spilled_delete AFTER DELETE ON documents WHEN OLD.spill IS NOT NULL BEGIN
      DELETE FROM spilled WHERE tenant = OLD.tenant AND collection = OLD.collection AND id = OLD.id;
    END;
    CREATE TRIGGER spilled_inline AFTER UPDATE OF spill ON documents
      WHEN OLD.spill IS NOT NULL AND NEW.spill IS NOT OLD.spill BEGIN
      DELETE FROM spilled WHERE tenant = OLD.tenant AND collection = OLD.collection AND id = OLD.id;
    END;
  `);
}

/** The document's JSON: the row's `data` with the spilled field put back, last. */
export function withSpilled(
  sql: Sql,
  tenant: string,
  collection: string,
  id: string,
  row: StoredRow,
): string {
  if (row.spill === null) return row.data;
  const items = sql(
    "SELECT group_concat(item, ',' ORDER BY pos) AS items FROM spilled WHERE tenant = ? AND collection = ? AND id = ?",
  ).get(tenant, collection, id) as { items: string | null };
  return joinField(row.data, row.spill, `[${items.items ?? ''}]`);
}

/** An object's JSON text with one more field, last (`data` must not hold it already). */
export function joinField(data: string, field: string, valueJson: string): string {
  const member = `${JSON.stringify(field)}:${valueJson}`;
  return data === '{}' ? `{${member}}` : `${data.slice(0, -1)},${member}}`;
}

/** Stores elements of the row's spilled array from position `from` on (the ones before are kept). */
export function storeSpilled(
  sql: Sql,
  tenant: string,
  collection: string,
  id: string,
  from: number,
  items: readonly string[],
): void {
  const insert = sql('INSERT INTO spilled (tenant, collection, id, pos, item) VALUES (?, ?, ?, ?, ?)');
  for (let i = 0; i < items.length; i++) insert.run(tenant, collection, id, from + i, items[i]);
}

/** A body's JSON without one top-level field (what the row's `data` holds when it is spilled). */
export function jsonWithout(body: { [key: string]: unknown }, field: string): string {
  const { [field]: _spilled, ...rest } = body;
  return JSON.stringify(rest);
}
