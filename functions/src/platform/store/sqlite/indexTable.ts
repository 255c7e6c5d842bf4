import type { CompositeIndex } from '@colmena/shared/query';
import type { Database } from 'better-sqlite3';
import { type IndexPersistence, indexKey } from '../indexRegistry';

/**
 * Indexes declared at runtime, kept in the store's database so they survive a restart: each
 * with the company that declared it (`tenant_indexes`). `declared_indexes` holds those kept
 * before declarations were per company; they stay as the deployment's (they served everyone).
 */
export function sqliteIndexPersistence(db: Database): IndexPersistence {
  db.exec(`
    CREATE TABLE IF NOT EXISTS declared_indexes (key TEXT PRIMARY KEY, definition TEXT NOT NULL) STRICT;
    CREATE TABLE IF NOT EXISTS tenant_indexes (
      tenant TEXT NOT NULL,
      key TEXT NOT NULL,
      definition TEXT NOT NULL,
      PRIMARY KEY (tenant, key)
    ) STRICT;
  `);
  const parse = (definition: string) => JSON.parse(definition) as CompositeIndex;
  return {
    load: () => [
      ...(
        db.prepare('SELECT definition FROM declared_indexes ORDER BY rowid').all() as { definition: string }[]
      ).map((row) => ({ tenant: null, index: parse(row.definition) })),
      ...(
        db.prepare('SELECT tenant, definition FROM tenant_indexes ORDER BY rowid').all() as {
          tenant: string;
          definition: string;
        }[]
      ).map((row) => ({ tenant: row.tenant, index: parse(row.definition) })),
    ],
    save(tenant, index) {
      db.prepare('INSERT OR IGNORE INTO tenant_indexes (tenant, key, definition) VALUES (?, ?, ?)').run(
        tenant,
        indexKey(index),
        JSON.stringify(index),
      );
    },
  };
}
