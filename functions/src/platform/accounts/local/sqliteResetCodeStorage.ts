import type { Database } from 'better-sqlite3';
import type { ResetCodeStorage, StoredResetCode } from '../resetCodes';

/** Reset codes in the accounts database: one row per (tenant, email), the record as JSON. */
export function sqliteResetCodeStorage(db: Database): ResetCodeStorage {
  const select = db.prepare<[string], { record: string }>('SELECT record FROM reset_codes WHERE key = ?');
  const upsert = db.prepare<[string, string]>(
    'INSERT INTO reset_codes (key, record) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET record = excluded.record',
  );
  const remove = db.prepare<[string]>('DELETE FROM reset_codes WHERE key = ?');
  return {
    get: async (key) => {
      const row = select.get(key);
      return row ? (JSON.parse(row.record) as StoredResetCode) : null;
    },
    put: async (key, record) => {
      upsert.run(key, JSON.stringify(record));
    },
    delete: async (key) => {
      remove.run(key);
    },
  };
}
