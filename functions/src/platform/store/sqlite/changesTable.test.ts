import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createChangesTable } from './changesTable';
import { SqliteStore } from './SqliteStore';

/** The change log as versions before the plain table made it: AUTOINCREMENT, indexed by tenant. */
function earlierChanges(): Database.Database {
  const db = new Database(':memory:');
  db.exec(`
    CREATE TABLE changes (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      tenant TEXT NOT NULL,
      collection TEXT NOT NULL,
      id TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('set', 'merge', 'delete'))
    );
    CREATE INDEX changes_by_tenant ON changes (tenant, seq);
    INSERT INTO changes (seq, tenant, collection, id, kind) VALUES
      (4, 't', 'projects', 'p-1', 'set'),
      (5, 'u', 'projects', 'p-9', 'set'),
      (6, 't', 'projects', 'p-1', 'merge');
  `);
  return db;
}

const changesSql = (db: Database.Database) =>
  (db.prepare("SELECT sql FROM sqlite_master WHERE name = 'changes'").get() as { sql: string }).sql;
const indexesOnChanges = (db: Database.Database) =>
  db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'changes'").all();
const sequenceRows = (db: Database.Database) => {
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").get();
  return exists ? db.prepare("SELECT name FROM sqlite_sequence WHERE name = 'changes'").all() : [];
};

let open: SqliteStore | null = null;
afterEach(() => open?.close());

describe('the changes table', () => {
  it('is a plain rowid table: no AUTOINCREMENT, no index, no sequence row', async () => {
    const db = new Database(':memory:');
    open = new SqliteStore(db);
    await open.transaction('t', (tx) => tx.set('projects', 'p-1', { Name: 'Obra' }));
    expect(changesSql(db)).not.toMatch(/AUTOINCREMENT/i);
    expect(indexesOnChanges(db)).toEqual([]);
    expect(sequenceRows(db)).toEqual([]);
    expect(await open.changesSince('t', 0)).toEqual([
      { seq: 1, tenant: 't', collection: 'projects', id: 'p-1', kind: 'set' },
    ]);
  });

  it('moves an earlier log, every row with its seq, and seqs go on after the highest', async () => {
    const db = earlierChanges();
    open = new SqliteStore(db);
    expect(changesSql(db)).not.toMatch(/AUTOINCREMENT/i);
    expect(indexesOnChanges(db)).toEqual([]);
    expect(sequenceRows(db)).toEqual([]);
    await open.transaction('t', (tx) => tx.set('projects', 'p-2', { Name: 'Nueva' }));
    expect((await open.changesSince('t', 0)).map((c) => [c.seq, c.id, c.kind])).toEqual([
      [4, 'p-1', 'set'],
      [6, 'p-1', 'merge'],
      [7, 'p-2', 'set'],
    ]);
    expect((await open.changesSince('t', 6)).map((c) => c.seq)).toEqual([7]);
    expect((await open.changesSince('u', 0)).map((c) => c.id)).toEqual(['p-9']);
  });

  it('moves nothing a second time, and a rolled-back write leaves no seq behind', async () => {
    const db = earlierChanges();
    open = new SqliteStore(db);
    expect(createChangesTable(db)).toBeNull();
    await expect(
      open.transaction('t', (tx) => {
        tx.set('projects', 'p-3', { Name: 'Perdida' });
        throw new Error('the command failed');
      }),
    ).rejects.toThrow('the command failed');
    await open.transaction('t', (tx) => tx.set('projects', 'p-4', { Name: 'Guardada' }));
    expect((await open.changesSince('t', 6)).map((c) => [c.seq, c.id])).toEqual([[7, 'p-4']]);
  });
});
