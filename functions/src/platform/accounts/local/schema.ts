import type { Database } from 'better-sqlite3';

export function createAccountsSchema(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS accounts (
      tenant TEXT NOT NULL,
      uid TEXT NOT NULL,
      email TEXT NOT NULL,
      password_hash TEXT NOT NULL,
      lvl INTEGER NOT NULL,
      disabled INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      PRIMARY KEY (tenant, uid),
      UNIQUE (tenant, email)
    ) STRICT;
    CREATE TABLE IF NOT EXISTS sessions (
      token_hash TEXT PRIMARY KEY,
      tenant TEXT NOT NULL,
      uid TEXT NOT NULL,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX IF NOT EXISTS sessions_by_account ON sessions (tenant, uid);
    CREATE INDEX IF NOT EXISTS sessions_by_expiry ON sessions (expires_at);
    -- Sign-in and reset-request counters and reset codes (sqliteAuthRecords.ts); id is a SHA-256.
    CREATE TABLE IF NOT EXISTS auth_records (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      tenant TEXT NOT NULL,
      record TEXT NOT NULL,
      keep_until INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX IF NOT EXISTS auth_records_by_expiry ON auth_records (keep_until);
    -- Reset codes lived here before auth_records (a code lasts 15 minutes: none is worth moving).
    DROP TABLE IF EXISTS reset_codes;
  `);
}
