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
    CREATE TABLE IF NOT EXISTS reset_codes (
      key TEXT PRIMARY KEY,
      record TEXT NOT NULL
    ) STRICT;
  `);
}
