import type { Database } from 'better-sqlite3';
import { createChangeLog } from './changeLog';
import { addSpillColumn, documentsTable, migrateDocumentsLayout } from './documentsLayout';
import { createElementSchema } from './elementIndex';
import { createLogEntries } from './logEntries';
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
  `);
  const movedLogs = createLogEntries(db);
  if (movedLogs !== null) console.info(`[colmena] log entries moved to their own table: ${movedLogs}`);
  const movedChanges = createChangeLog(db);
  if (movedChanges !== null)
    console.info(`[colmena] changes moved to the change log's groups: ${movedChanges}`);
  createElementSchema(db);
  createSpilledSchema(db);
}
