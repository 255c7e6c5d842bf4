import type { Database } from 'better-sqlite3';
import type { SeedMarker } from './SeedMarker';

export function sqliteSeedMarker(db: Database): SeedMarker {
  db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT');
  return {
    isSeeded: async () => db.prepare("SELECT 1 FROM meta WHERE key = 'seededAt'").get() !== undefined,
    markSeeded: async (at) => {
      db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seededAt', ?)").run(at.toISOString());
    },
  };
}
