import type { CompositeIndex } from '@colmena/shared/query';
import type { Database } from 'better-sqlite3';
import { type IndexPersistence, indexKey } from '../indexRegistry';

/** Indexes declared at runtime, kept in the store's database so they survive a restart. */
export function sqliteIndexPersistence(db: Database): IndexPersistence {
  db.exec(
    'CREATE TABLE IF NOT EXISTS declared_indexes (key TEXT PRIMARY KEY, definition TEXT NOT NULL) STRICT',
  );
  return {
    load: () =>
      (
        db.prepare('SELECT definition FROM declared_indexes ORDER BY rowid').all() as { definition: string }[]
      ).map((row) => JSON.parse(row.definition) as CompositeIndex),
    save(index) {
      db.prepare('INSERT OR IGNORE INTO declared_indexes (key, definition) VALUES (?, ?)').run(
        indexKey(index),
        JSON.stringify(index),
      );
    },
  };
}
