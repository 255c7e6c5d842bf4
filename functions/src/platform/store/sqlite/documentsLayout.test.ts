import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { documentsKeyIndex, migrateDocumentsLayout } from './documentsLayout';
import { SqliteStore } from './SqliteStore';

/** The table as versions before the rowid layout created it, with a row of each kind. */
function earlierDataDir(): Database.Database {
  const db = new Database(':memory:');
  db.exec(`
    CREATE TABLE documents (
      tenant TEXT NOT NULL, collection TEXT NOT NULL, id TEXT NOT NULL,
      data TEXT NOT NULL, seq INTEGER NOT NULL,
      PRIMARY KEY (tenant, collection, id)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX documents_name ON documents (tenant, json_extract(data, '$.Name'));
    CREATE TABLE changes (seq INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL,
      collection TEXT NOT NULL, id TEXT NOT NULL, kind TEXT NOT NULL);
  `);
  const insert = db.prepare(
    'INSERT INTO documents (tenant, collection, id, data, seq) VALUES (?, ?, ?, ?, ?)',
  );
  const thread = {
    participants: ['u-a', 'u-b'],
    msjArray: Array.from({ length: 300 }, (_, k) => ({ key: `m${k}`, body: 'x'.repeat(100) })),
  };
  insert.run('t', 'messages', 'thread-1', JSON.stringify(thread), 7);
  insert.run('t', 'projects', 'p-1', JSON.stringify({ Name: 'Obra norte' }), 8);
  insert.run('u', 'projects', 'p-1', JSON.stringify({ Name: 'Otra empresa' }), 9);
  db.prepare(
    "INSERT INTO changes (seq, tenant, collection, id, kind) VALUES (9, 'u', 'projects', 'p-1', 'set')",
  ).run();
  return db;
}

const tableSql = (db: Database.Database) =>
  (
    db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'documents'").get() as {
      sql: string;
    }
  ).sql;

let open: SqliteStore | null = null;
afterEach(() => open?.close());

describe('documents layout', () => {
  it('moves an earlier data dir to the rowid table, keeping every document and its seq', async () => {
    const db = earlierDataDir();
    open = new SqliteStore(db);
    expect(tableSql(db)).not.toMatch(/WITHOUT ROWID/i);
    expect(db.prepare('SELECT tenant, collection, id, seq FROM documents ORDER BY seq').all()).toEqual([
      { tenant: 't', collection: 'messages', id: 'thread-1', seq: 7 },
      { tenant: 't', collection: 'projects', id: 'p-1', seq: 8 },
      { tenant: 'u', collection: 'projects', id: 'p-1', seq: 9 },
    ]);
    expect(await open.get('u', 'projects', 'p-1')).toMatchObject({ Name: 'Otra empresa' });
    expect((await open.get('t', 'messages', 'thread-1'))?.msjArray).toHaveLength(300);
  });

  it('builds the indexes and element rows again, so queries and array filters answer as before', async () => {
    const db = earlierDataDir();
    open = new SqliteStore(db);
    expect(open.expressionIndexes.names().length).toBeGreaterThan(0);
    expect(open.expressionIndexes.tracksElements('messages', 'participants')).toBe(true);
    const mine = await open.query('t', {
      collection: 'messages',
      where: [['participants', 'array-contains', 'u-b']],
    });
    expect(mine.map((d) => d.FireId)).toEqual(['thread-1']);
    expect(
      (await open.query('t', { collection: 'projects', orderBy: ['Name', 'asc'] })).map((d) => d.Name),
    ).toEqual(['Obra norte']);
    // Writes go on from the highest seq the earlier version handed out; the triggers keep elements.
    await open.transaction('t', (tx) => tx.set('messages', 'thread-2', { participants: ['u-b'] }));
    const after = await open.query('t', {
      collection: 'messages',
      where: [['participants', 'array-contains', 'u-b']],
    });
    expect(after.map((d) => d.FireId).sort()).toEqual(['thread-1', 'thread-2']);
    expect(
      (db.prepare("SELECT seq FROM documents WHERE id = 'thread-2'").get() as { seq: number }).seq,
    ).toBeGreaterThan(9);
  });

  it('puts seq before data, so reading a seq stops short of the JSON', () => {
    const db = new Database(':memory:');
    open = new SqliteStore(db);
    const columns = (db.prepare('PRAGMA table_info(documents)').all() as { name: string }[]).map(
      (c) => c.name,
    );
    expect(columns).toEqual(['tenant', 'collection', 'id', 'seq', 'data', 'spill']);
    expect(tableSql(db)).not.toMatch(/WITHOUT ROWID/i);
  });

  it('gives a rowid table of the version before its spill column, every row kept and readable', async () => {
    const db = new Database(':memory:');
    db.exec(`
      CREATE TABLE documents (
        tenant TEXT NOT NULL, collection TEXT NOT NULL, id TEXT NOT NULL,
        seq INTEGER NOT NULL, data TEXT NOT NULL,
        PRIMARY KEY (tenant, collection, id)
      ) STRICT;
      INSERT INTO documents VALUES ('t', 'messages', 'th', 3, '{"participants":["u-a"],"msjArray":[{"key":"k1"}]}');
    `);
    open = new SqliteStore(db);
    expect(
      (db.prepare('PRAGMA table_info(documents)').all() as { name: string }[]).map((c) => c.name),
    ).toEqual(['tenant', 'collection', 'id', 'seq', 'data', 'spill']);
    await open.transaction('t', async (tx) => {
      await tx.get('messages', 'th');
      tx.append('messages', 'th', 'msjArray', { key: 'k2' });
    });
    expect(await open.get('t', 'messages', 'th')).toMatchObject({
      participants: ['u-a'],
      msjArray: [{ key: 'k1' }, { key: 'k2' }],
    });
  });

  it('moves nothing a second time, and its planner statistics name the key index', () => {
    const db = earlierDataDir();
    open = new SqliteStore(db);
    expect(migrateDocumentsLayout(db)).toBeNull();
    db.exec('ANALYZE documents');
    expect(
      db
        .prepare('SELECT stat FROM sqlite_stat1 WHERE tbl = ? AND idx = ?')
        .get('documents', documentsKeyIndex),
    ).toEqual({
      stat: expect.stringMatching(/^3 /),
    });
  });
});
