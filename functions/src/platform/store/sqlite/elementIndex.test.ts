import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createIndexRegistry } from '../indexRegistry';
import { ElementIndex } from './elementIndex';
import { SqliteStore } from './SqliteStore';

const stores: SqliteStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

/** `inc.owners` is declared as an array field: only a declaration makes the store track one. */
const indexes = () =>
  createIndexRegistry({
    initial: [{ collectionGroup: 'inc', fields: [{ fieldPath: 'owners', arrayConfig: 'CONTAINS' }] }],
  });

function open(db = new Database(':memory:')): { db: Database.Database; store: SqliteStore } {
  const store = new SqliteStore(db, { indexes: indexes() });
  stores.push(store);
  return { db, store };
}

const owned = async (store: SqliteStore, owner: string) =>
  (await store.query('t', { collection: 'inc', where: [['owners', 'array-contains', owner]] })).map(
    (d) => d.FireId,
  );
const elementRows = (db: Database.Database) =>
  db.prepare('SELECT collection, id, value FROM doc_elements ORDER BY id, value').all();

describe('array-contains element index', () => {
  it('follows sets, merges and deletes of a tracked collection, and ignores the others', async () => {
    const { db, store } = open();
    await store.transaction('t', (tx) => {
      tx.set('inc', 'a', { owners: ['c1', 'c2'] });
      tx.set('inc', 'b', { owners: ['c2'] });
    });
    expect(await owned(store, 'c2')).toEqual(['a', 'b']);

    await store.transaction('t', (tx) => {
      tx.merge('inc', 'a', { owners: ['c3'] });
      tx.delete('inc', 'b');
      tx.set('other', 'x', { owners: ['c2'] });
    });
    expect(await owned(store, 'c2')).toEqual([]);
    expect(await owned(store, 'c3')).toEqual(['a']);
    expect(elementRows(db)).toEqual([{ collection: 'inc', id: 'a', value: 'c3' }]);
  });

  it('keeps, through inserts and updates, the rows a fresh tracking derives, for elements of every type', async () => {
    const { db, store } = open();
    const mixed = [null, true, false, 2, 2.5, 'c1', { k: 'v', n: [1] }, 'ñandú 🐝'];
    await store.transaction('t', (tx) => {
      tx.set('inc', 'a', { owners: mixed, messages: [] });
      tx.set('inc', 'b', { owners: ['c1'], messages: [] });
    });
    for (let m = 0; m < 3; m++)
      await store.transaction('t', (tx) =>
        tx.set('inc', 'a', { owners: m === 1 ? [...mixed, 'c2'] : mixed, messages: [{ key: `k${m}` }] }),
      );
    await store.transaction('t', (tx) => tx.merge('inc', 'b', { owners: [0, 'c3'] }));
    const rows = () =>
      db
        .prepare(
          'SELECT tenant, collection, field, rank, value, id FROM doc_elements ORDER BY id, rank, value',
        )
        .all();
    const kept = rows();
    expect(kept).toHaveLength(mixed.length + 2);
    new ElementIndex(db).untrack('inc', 'owners');
    new ElementIndex(db).track('inc', 'owners');
    expect(rows()).toEqual(kept);
  });

  it('replaces the triggers of an older database on open', async () => {
    const db = new Database(':memory:');
    const first = open(db).store;
    await first.transaction('t', (tx) => tx.set('inc', 'a', { owners: ['c1'] }));
    expect(await owned(first, 'c1')).toEqual(['a']);
    db.exec(`DROP TRIGGER doc_elements_update;
      CREATE TRIGGER doc_elements_update AFTER UPDATE OF data ON documents BEGIN SELECT 1; END;`);
    const reopened = new SqliteStore(db, { indexes: indexes() });
    const sql = (
      db.prepare("SELECT sql FROM sqlite_master WHERE name = 'doc_elements_update'").get() as {
        sql: string;
      }
    ).sql;
    expect(sql).toContain('WHEN EXISTS');
    await reopened.transaction('t', (tx) => tx.merge('inc', 'a', { owners: ['c9'] }));
    expect(await owned(reopened, 'c9')).toEqual(['a']);
    expect(await owned(reopened, 'c1')).toEqual([]);
  });

  it('rewrites the rows of an update only when the tracked array changed', async () => {
    const { db, store } = open();
    await store.transaction('t', (tx) => tx.set('inc', 'a', { owners: ['c1', 'c2'], log: [] }));
    // A row removed behind the store's back shows whether an update rewrote the document's rows.
    const dropC1 = () => db.prepare("DELETE FROM doc_elements WHERE value = 'c1'").run();
    dropC1();
    await store.transaction('t', (tx) => tx.set('inc', 'a', { owners: ['c1', 'c2'], log: ['m1'] }));
    await store.transaction('t', (tx) => tx.merge('inc', 'a', { log: ['m1', 'm2'] }));
    expect(elementRows(db)).toEqual([{ collection: 'inc', id: 'a', value: 'c2' }]);

    // The same elements in another order are another array: rewritten, c1 back.
    await store.transaction('t', (tx) => tx.merge('inc', 'a', { owners: ['c2', 'c1'] }));
    expect(await owned(store, 'c1')).toEqual(['a']);
    dropC1();
    await store.transaction('t', (tx) => tx.merge('inc', 'a', { owners: ['c2', 'c1', 'c3'] }));
    expect(elementRows(db).map((r) => (r as { value: string }).value)).toEqual(['c1', 'c2', 'c3']);

    // No longer an array: no rows; an array again: its rows.
    await store.transaction('t', (tx) => tx.merge('inc', 'a', { owners: 'c1' }));
    expect(elementRows(db)).toEqual([]);
    await store.transaction('t', (tx) => tx.set('inc', 'a', { owners: ['c4'] }));
    expect(await owned(store, 'c4')).toEqual(['a']);
    await store.transaction('t', (tx) => tx.set('inc', 'a', { log: [] }));
    expect(elementRows(db)).toEqual([]);
  });

  it('writes the rows of a document created after a read found it missing, and of none untracked', async () => {
    const { db, store } = open();
    await store.transaction('t', async (tx) => {
      expect(await tx.get('inc', 'n')).toBeNull();
      expect(await tx.get('other', 'n')).toBeNull();
      tx.set('inc', 'n', { owners: ['c7'] });
      tx.set('other', 'n', { owners: ['c7'] });
    });
    expect(await owned(store, 'c7')).toEqual(['n']);
    expect(elementRows(db)).toEqual([{ collection: 'inc', id: 'n', value: 'c7' }]);
    // A rolled-back create leaves no rows behind.
    await expect(
      store.transaction('t', (tx) => {
        tx.set('inc', 'lost', { owners: ['c8'] });
        throw new Error('the command failed');
      }),
    ).rejects.toThrow('the command failed');
    expect(await owned(store, 'c8')).toEqual([]);
  });

  it('keeps the rows right when a document changed behind what the transaction read', async () => {
    const { db, store } = open();
    await store.transaction('t', (tx) => tx.set('inc', 'gone', { owners: ['c1'] }));
    // Read as there, removed behind the store's back before the write: the write inserts it.
    await store.transaction('t', async (tx) => {
      expect(await tx.get('inc', 'gone')).not.toBeNull();
      db.prepare("DELETE FROM documents WHERE id = 'gone'").run();
      tx.set('inc', 'gone', { owners: ['c2'] });
    });
    // Read as missing, inserted behind its back: the write updates it.
    await store.transaction('t', async (tx) => {
      expect(await tx.get('inc', 'late')).toBeNull();
      db.prepare(
        "INSERT INTO documents (tenant, collection, id, data, seq) VALUES ('t', 'inc', 'late', '{\"owners\":[\"c3\"]}', 0)",
      ).run();
      tx.set('inc', 'late', { owners: ['c4'] });
    });
    expect(elementRows(db)).toEqual([
      { collection: 'inc', id: 'gone', value: 'c2' },
      { collection: 'inc', id: 'late', value: 'c4' },
    ]);
  });

  it('follows a field tracked while the store is open', async () => {
    const db = new Database(':memory:');
    const registry = createIndexRegistry({ initial: [] });
    const store = new SqliteStore(db, { indexes: registry });
    stores.push(store);
    await store.transaction('t', (tx) => tx.set('inc', 'before', { owners: ['c1'] }));
    expect(elementRows(db)).toEqual([]);
    await registry.add('t', {
      collectionGroup: 'inc',
      fields: [{ fieldPath: 'owners', arrayConfig: 'CONTAINS' }],
    });
    expect(store.expressionIndexes.tracksElements('inc', 'owners')).toBe(true);
    await store.transaction('t', (tx) => tx.set('inc', 'after', { owners: ['c1'] }));
    expect(await owned(store, 'c1')).toEqual(['after', 'before']);
    expect(elementRows(db)).toHaveLength(2);
  });

  it('puts no trigger on inserts: an insert into documents is one row, with no statement journal', () => {
    const db = new Database(':memory:');
    db.exec(`CREATE TABLE documents (tenant TEXT NOT NULL, collection TEXT NOT NULL, id TEXT NOT NULL,
      seq INTEGER NOT NULL, data TEXT NOT NULL, spill TEXT, PRIMARY KEY (tenant, collection, id)) STRICT;
      CREATE TABLE element_fields (collection TEXT NOT NULL, field TEXT NOT NULL, path TEXT NOT NULL,
        PRIMARY KEY (collection, field)) STRICT, WITHOUT ROWID;
      CREATE TRIGGER doc_elements_insert AFTER INSERT ON documents BEGIN SELECT 1; END;`);
    open(db);
    expect(
      db.prepare("SELECT name FROM sqlite_master WHERE name = 'doc_elements_insert'").get(),
    ).toBeUndefined();
    // A trigger program (OP_Program) would make SQLite journal every page the insert touches.
    const opcodes = (
      db
        .prepare(
          'EXPLAIN INSERT INTO documents (tenant, collection, id, data, seq) VALUES (?, ?, ?, ?, ?) ' +
            'ON CONFLICT (tenant, collection, id) DO NOTHING',
        )
        .all('t', 'inc', 'a', '{}', 1) as { opcode: string }[]
    ).map((row) => row.opcode);
    expect(opcodes).toContain('Insert');
    expect(opcodes).not.toContain('Program');
  });
});
