import type { Database } from 'better-sqlite3';
import { createElementSchema } from './elementIndex';

/** Tables of the document store; created idempotently at open. */
export function createStoreSchema(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS companies (
      tenant TEXT PRIMARY KEY,
      data TEXT NOT NULL,
      seq INTEGER NOT NULL
    ) STRICT;
    CREATE TABLE IF NOT EXISTS documents (
      tenant TEXT NOT NULL,
      collection TEXT NOT NULL,
      id TEXT NOT NULL,
      data TEXT NOT NULL,
      seq INTEGER NOT NULL,
      PRIMARY KEY (tenant, collection, id)
    ) STRICT, WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS changes (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      tenant TEXT NOT NULL,
      collection TEXT NOT NULL,
      id TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('set', 'merge', 'delete'))
    );
    CREATE INDEX IF NOT EXISTS changes_by_tenant ON changes (tenant, seq);
  `);
  createElementSchema(db);
}
