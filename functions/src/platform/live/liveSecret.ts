import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/**
 * The embedded deployment's live secret (frame ids, LiveHub `frameIdSecret`): made once, kept
 * in the database, so ids keep their meaning across restarts and for every process on it.
 */
export function sqliteLiveSecret(db: Database): Uint8Array {
  db.exec(
    'CREATE TABLE IF NOT EXISTS live_secret (id INTEGER PRIMARY KEY CHECK (id = 1), secret BLOB NOT NULL) STRICT',
  );
  db.prepare('INSERT OR IGNORE INTO live_secret (id, secret) VALUES (1, ?)').run(randomBytes(32));
  const row = db.prepare('SELECT secret FROM live_secret WHERE id = 1').get() as { secret: Buffer };
  return new Uint8Array(row.secret);
}
