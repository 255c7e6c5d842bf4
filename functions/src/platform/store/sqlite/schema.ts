import type { Database } from 'better-sqlite3';
import { addSpillColumn, documentsTable, migrateDocumentsLayout } from './documentsLayout';
import { createElementSchema } from './elementIndex';
import { createSpilledSchema } from './spilledArrays';

/** Tables of the document store; created idempotently at open. */
export function createStoreSchema(db: Database): void {
  const started = performance.now();
  const moved = migrateDocumentsLayout(db);
  if (moved !== null)
    console.info(
      `[colmena] documents moved to the rowid layout: ${moved} in ${Math.round(performance.now() - started)} ms`,
    );
  addSpillColumn(db);
  db.exec(`
    CREATE TABLE IF NOT EXISTS companies (
      tenant TEXT PRIMARY KEY,
      data TEXT NOT NULL,
      seq INTEGER NOT NULL
    ) STRICT;
    ${documentsTable('IF NOT EXISTS documents')};
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
  createSpilledSchema(db);
}
