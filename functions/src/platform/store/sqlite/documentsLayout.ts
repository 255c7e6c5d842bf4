import type { Database } from 'better-sqlite3';

/**
 * The `documents` table: a rowid table keyed by (tenant, collection, id), `seq` before `data`.
 *
 * Not WITHOUT ROWID (issue 14): there a row is its own b-tree key, and SQLite's way down the tree
 * compares whole keys, reading each overflowing row out of its overflow pages. A chat thread
 * (spec §3, its messages inside) runs to tens of KB, so every lookup of one paid for reading it:
 * raw better-sqlite3 on 300 threads of 200 messages, WITHOUT ROWID against this layout, the
 * cache's seq check 54 → 4 µs, a read of the JSON 104 → 55, an upsert 143 → 78; a small
 * project's insert 18 → 11 (its expression indexes hold a rowid, not the whole key).
 * `seq` comes before `data` so that reading it stops short of the JSON. `spill` names the array
 * field kept element by element in `spilled` (spilledArrays.ts), if any: after `data`, so that a
 * table of an earlier version gains it by ALTER TABLE (addSpillColumn) without being rewritten.
 * `moreTextColumns` (quoted names): text columns after those (log_entries' own: logEntries.ts).
 */
export function documentsTable(name: string, moreTextColumns: readonly string[] = []): string {
  const more = moreTextColumns.map((column) => `${column} TEXT,`).join(' ');
  return `CREATE TABLE ${name} (
      tenant TEXT NOT NULL,
      collection TEXT NOT NULL,
      id TEXT NOT NULL,
      seq INTEGER NOT NULL,
      data TEXT NOT NULL,
      spill TEXT,
      ${more}
      PRIMARY KEY (tenant, collection, id)
    ) STRICT`;
}

/** Gives a `documents` table of an earlier version its `spill` column (NULL: every array inline). */
export function addSpillColumn(db: Database): void {
  const lacksIt = () => {
    const columns = db.prepare("SELECT name FROM pragma_table_info('documents')").all() as { name: string }[];
    return columns.length > 0 && !columns.some((c) => c.name === 'spill');
  };
  // As for the layout: checked again under the write lock, another process may have added it.
  if (!lacksIt()) return;
  db.transaction(() => {
    if (lacksIt()) db.exec('ALTER TABLE documents ADD COLUMN spill TEXT');
  }).immediate();
}

/** The index SQLite builds for the primary key of a rowid table (sqlite_stat1 names it). */
export const documentsKeyIndex = 'sqlite_autoindex_documents_1';

/**
 * Moves a data dir written by an earlier version (WITHOUT ROWID, `data` before `seq`) to the
 * current layout, in one transaction: every row kept with its seq. The table's expression
 * indexes and element triggers go with the old table; the store builds them again at open,
 * from the declarations it keeps (indexTable.ts) and the tracked fields (element_fields).
 * Returns how many documents moved, or null when there was nothing to move.
 */
export function migrateDocumentsLayout(db: Database): number | null {
  const oldLayout = () => {
    const table = db
      .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'documents'")
      .get() as { sql: string } | undefined;
    return table !== undefined && /WITHOUT\s+ROWID/i.test(table.sql);
  };
  // Checked before (no write lock for the usual open) and again under the lock: another process
  // opening the same data dir may have moved it meanwhile.
  if (!oldLayout()) return null;
  return db
    .transaction(() => {
      if (!oldLayout()) return null;
      db.exec('DROP TABLE IF EXISTS documents_next');
      db.exec(documentsTable('documents_next'));
      const moved = db
        .prepare(
          'INSERT INTO documents_next (tenant, collection, id, seq, data) ' +
            'SELECT tenant, collection, id, seq, data FROM documents ORDER BY tenant, collection, id',
        )
        .run().changes;
      db.exec('DROP TABLE documents');
      db.exec('ALTER TABLE documents_next RENAME TO documents');
      return moved;
    })
    .immediate();
}
