import type { Database } from 'better-sqlite3';
import { AppError } from '../../http/AppError';
import type { DocData } from '../Store';
import { documentsTable } from './documentsLayout';

/**
 * Spec §3 log entries: the collection every write adds to (one entry a document written; an
 * import of 100,000 rows adds 100,000), kept in a table of its own, `log_entries`, laid out as
 * `documents` (the same statements read and write both) with three more columns: the entry's
 * `date`, `user` and `document` as plain text, which its indexes are over.
 *
 * In `documents` every entry paid SQLite's parse of its JSON for the expression indexes of logs
 * (four, each over two of those fields) and for the global ones' WHERE: a raw loop over a seeded
 * database, a project and its log entry a row, 20–24 µs a row against 15–16 with this table.
 * Entries are written by the command runner alone (writeLogs), so those fields are always text;
 * the table holds nothing else, and a write that breaks that is refused (logColumnValues).
 */
export const logsCollection = 'logs';
export const logEntriesTable = 'log_entries';

/** The fields kept as columns, each in the column of its name (quoted: `user` reads as a keyword elsewhere). */
export const logColumnFields = ['date', 'user', 'document'] as const;

const columnSql = (field: string) => `"${field}"`;

/** The table a collection's documents are in. */
export function tableOf(collection: string): string {
  return collection === logsCollection ? logEntriesTable : 'documents';
}

/**
 * A statement's text for either table, each made once: a text built at every call would be a new
 * string for the statement cache to hash at every write.
 */
export function textPerTable(make: (table: string) => string): (collection: string) => string {
  const documents = make('documents');
  const logs = make(logEntriesTable);
  return (collection) => (collection === logsCollection ? logs : documents);
}

/** The column a field of this collection is kept in, quoted for SQL; null when only its JSON holds it. */
export function columnOf(collection: string, field: string): string | null {
  return collection === logsCollection && (logColumnFields as readonly string[]).includes(field)
    ? columnSql(field)
    : null;
}

/** `, "date", "user", "document"`: the columns an insert or update of a log entry names besides the rest. */
export const logColumnList = logColumnFields.map(columnSql).join(', ');

/**
 * A log entry's column values, in logColumnFields order: each field's text, or null when the
 * entry has none. Anything else there is refused: a column compares as text only, so a query
 * would answer otherwise than on the JSON (Firestore orders numbers before strings).
 */
export function logColumnValues(data: DocData): (string | null)[] {
  return logColumnFields.map((field) => {
    const value = data[field];
    if (value === undefined) return null;
    if (typeof value !== 'string') throw new AppError('invalid_change', `a log entry's ${field} is text`);
    return value;
  });
}

/** The columns as SQL reads them from an entry's JSON (text only, as logColumnValues keeps them). */
const columnsFromJson = logColumnFields
  .map(
    (field) => `CASE WHEN json_type(data, '$.${field}') = 'text' THEN json_extract(data, '$.${field}') END`,
  )
  .join(', ');

/**
 * Creates `log_entries` and moves into it the entries an earlier version kept in `documents`,
 * in one transaction, each with its seq (their expression indexes are dropped with the rest of
 * what no declaration wants: ExpressionIndexes.dropUndeclared). Returns how many moved, or null
 * when the table was there already. Only an open that creates the table looks in `documents`
 * (that search reads the whole table: no index starts with the collection).
 */
export function createLogEntries(db: Database): number | null {
  const exists = () =>
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(logEntriesTable) !==
    undefined;
  if (exists()) return null;
  return db
    .transaction(() => {
      // Checked again under the write lock: another process opening the same file may have made it.
      if (exists()) return null;
      db.exec(documentsTable(logEntriesTable, logColumnFields.map(columnSql)));
      const moved = db
        .prepare(
          `INSERT INTO ${logEntriesTable} (tenant, collection, id, seq, data, spill, ${logColumnList}) ` +
            `SELECT tenant, collection, id, seq, data, spill, ${columnsFromJson} FROM documents ` +
            `WHERE collection = '${logsCollection}' ORDER BY tenant, id`,
        )
        .run().changes;
      db.prepare(`DELETE FROM documents WHERE collection = '${logsCollection}'`).run();
      return moved;
    })
    .immediate();
}
