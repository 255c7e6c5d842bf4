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
 */
export function openDatabase(file: string): Database.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { timeout: busyTimeoutMs });
  db.pragma('journal_mode = WAL');
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  return db;
}
