import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/**
 * How long a statement on this connection may wait for another process's lock. SQLite waits
 * by sleeping on the calling thread — the event loop — so the wait is kept short: a backup or
 * a script holding the database must not freeze every request. (The store's writers do not
 * wait here at all: groupCommit.ts asks for the write lock without waiting and retries
 * asynchronously.)
 */
export const busyTimeoutMs = 50;

/**
 * One SQLite connection for the process: WAL so readers never block the writer (nor wait for
 * one), a short busy timeout for what still needs a lock another process may hold.
 *
 * Temporary storage in memory: every command writes inside its own SAVEPOINT within the group
 * commit (groupCommit.ts), so SQLite keeps the pages each one changes in a sub-journal, and once
 * a transaction's sub-journal passes 64 KiB SQLite moves it to a file it creates in /var/tmp
 * (thousands of pwrites, and a file opened and unlinked per group). Kept in memory instead, the
 * SQL of a 4-write command went from ~110-175 µs to ~40-50 µs in process, and the server's CPU
 * per `document.create` fell by a sixth (bench/CONTEXT.md, commands). In memory, SQLite empties
 * it at each command's release; a command of many writes (an import batch) has its group keep it
 * on file instead (groupCommit.ts, largeMemberWrites). The other temporary use, an index build's
 * sort, is bounded by what it sorts.
 */
export function openDatabase(file: string): Database.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { timeout: busyTimeoutMs });
  db.pragma('journal_mode = WAL');
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  db.pragma('synchronous = NORMAL');
  db.pragma('temp_store = MEMORY');
  db.pragma('foreign_keys = ON');
  return db;
}
