import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../sqlite/openDatabase';
import { createChangeLog } from './changeLog';
import { SqliteStore } from './SqliteStore';

/** The change log as earlier versions kept it: a row per write (`autoincrement`: the earliest layout). */
function earlierChanges(rows: string, autoincrement: boolean): Database.Database {
  const db = new Database(':memory:');
  db.exec(`
    CREATE TABLE changes (
      seq INTEGER PRIMARY KEY ${autoincrement ? 'AUTOINCREMENT' : ''},
      tenant TEXT NOT NULL,
      collection TEXT NOT NULL,
      id TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('set', 'merge', 'delete'))
    );
    ${autoincrement ? 'CREATE INDEX changes_by_tenant ON changes (tenant, seq);' : ''}
    ${rows}
  `);
  return db;
}
const threeChanges = `INSERT INTO changes (seq, tenant, collection, id, kind) VALUES
  (4, 't', 'projects', 'p-1', 'set'),
  (5, 'u', 'projects', 'p-9', 'set'),
  (6, 't', 'projects', 'p-1', 'merge');`;

const tableNames = (db: Database.Database) =>
  (
    db.prepare("SELECT name FROM sqlite_master WHERE name LIKE '%change%' ORDER BY name").all() as {
      name: string;
    }[]
  ).map((row) => row.name);
const sequenceRows = (db: Database.Database) => {
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").get();
  return exists ? db.prepare("SELECT name FROM sqlite_sequence WHERE name = 'changes'").all() : [];
};
const groupRows = (db: Database.Database) => db.prepare('SELECT count(*) FROM change_groups').pluck().get();

const open: SqliteStore[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const store of open.splice(0)) await store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const storeOn = (db: Database.Database) => {
  const store = new SqliteStore(db);
  open.push(store);
  return store;
};

describe('the change log', () => {
  it('keeps each committed write with its seq and kind, one row per commit, not per write', async () => {
    const db = new Database(':memory:');
    const store = storeOn(db);
    await store.transaction('t', (tx) => {
      tx.set('projects', 'p-1', { Name: 'Obra' });
      tx.merge('projects', 'p-1', { Fase: 2 });
      tx.set('logs', 'l-1', { action: 'create' });
    });
    await store.transaction('u', (tx) => tx.set('projects', 'p-9', {}));
    await store.transaction('t', (tx) => tx.delete('projects', 'p-1'));
    expect(groupRows(db)).toBe(3);
    expect(tableNames(db)).toEqual(['change_groups']);
    expect(await store.changesSince('t', 0)).toEqual([
      { seq: 1, tenant: 't', collection: 'projects', id: 'p-1', kind: 'set' },
      { seq: 2, tenant: 't', collection: 'projects', id: 'p-1', kind: 'merge' },
      { seq: 3, tenant: 't', collection: 'logs', id: 'l-1', kind: 'set' },
      { seq: 5, tenant: 't', collection: 'projects', id: 'p-1', kind: 'delete' },
    ]);
    expect((await store.changesSince('t', 2)).map((c) => c.seq)).toEqual([3, 5]);
    expect((await store.changesSince('u', 0)).map((c) => [c.seq, c.id])).toEqual([[4, 'p-9']]);
    // The document row carries its write's seq (what the cache and the live cursors compare).
    expect(db.prepare("SELECT seq FROM documents WHERE id = 'p-9'").pluck().get()).toBe(4);
  });

  it.each([
    ['the earliest layout (AUTOINCREMENT, indexed)', true],
    ['the plain table', false],
  ])('moves %s, every change with its seq, and seqs go on after the highest', async (_, autoincrement) => {
    const db = earlierChanges(threeChanges, autoincrement);
    const store = storeOn(db);
    expect(tableNames(db)).toEqual(['change_groups']);
    expect(sequenceRows(db)).toEqual([]);
    await store.transaction('t', (tx) => tx.set('projects', 'p-2', { Name: 'Nueva' }));
    expect((await store.changesSince('t', 0)).map((c) => [c.seq, c.id, c.kind])).toEqual([
      [4, 'p-1', 'set'],
      [6, 'p-1', 'merge'],
      [7, 'p-2', 'set'],
    ]);
    expect((await store.changesSince('t', 6)).map((c) => c.seq)).toEqual([7]);
    expect((await store.changesSince('u', 0)).map((c) => c.id)).toEqual(['p-9']);
  });

  it('moves a long log in groups, nothing lost, and nothing a second time', async () => {
    const db = earlierChanges(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 9001)
       INSERT INTO changes (seq, tenant, collection, id, kind) SELECT i, 't', 'c', 'd' || i, 'set' FROM n;`,
      false,
    );
    expect(createChangeLog(db)).toBe(9001);
    expect(groupRows(db)).toBe(3);
    expect(createChangeLog(db)).toBeNull();
    const store = storeOn(db);
    const changes = await store.changesSince('t', 0);
    expect(changes).toHaveLength(9001);
    expect(changes.map((c) => c.seq)).toEqual(Array.from({ length: 9001 }, (_, i) => i + 1));
    expect((await store.changesSince('t', 8999)).map((c) => c.id)).toEqual(['d9000', 'd9001']);
  });

  it('logs no write a rollback undid, and never hands its seq out again', async () => {
    const db = new Database(':memory:');
    const store = storeOn(db);
    await store.transaction('t', (tx) => tx.set('projects', 'p-1', {}));
    await expect(
      store.transaction('t', (tx) => {
        tx.set('projects', 'lost', {});
        throw new Error('the command failed');
      }),
    ).rejects.toThrow('the command failed');
    await store.transaction('t', (tx) => tx.set('projects', 'p-2', {}));
    const changes = await store.changesSince('t', 0);
    expect(changes.map((c) => c.id)).toEqual(['p-1', 'p-2']);
    expect(new Set(changes.map((c) => c.seq)).size).toBe(2);
  });

  it('hands out distinct, growing seqs to two connections writing the same database in turn', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'colmena-changelog-'));
    dirs.push(dir);
    const file = join(dir, 'colmena.db');
    const first = storeOn(openDatabase(file));
    const second = storeOn(openDatabase(file));
    for (let round = 0; round < 3; round++) {
      await first.transaction('t', (tx) => tx.set('c', `a${round}`, {}));
      await second.transaction('t', (tx) => tx.set('c', `b${round}`, {}));
    }
    const seqs = (await first.changesSince('t', 0)).map((c) => [c.id, c.seq]);
    expect(seqs.map(([id]) => id)).toEqual(['a0', 'b0', 'a1', 'b1', 'a2', 'b2']);
    const numbers = seqs.map(([, seq]) => Number(seq));
    expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
    expect(new Set(numbers).size).toBe(6);
  });
});

describe('the commit feed', () => {
  it('hands each listener the documents as its commit wrote them, parsed anew at each call', async () => {
    const db = new Database(':memory:');
    const store = storeOn(db);
    await store.transaction('t', (tx) => tx.set('projects', 'p-1', { Name: 'Obra' }));
    const heard: { id: string; kind: string; doc: unknown; again: boolean }[] = [];
    store.onCommit((changes) => {
      for (const change of changes) {
        const doc = change.document();
        heard.push({
          id: change.id,
          kind: change.kind,
          doc,
          again: doc !== null && doc === change.document(),
        });
      }
    });
    await store.transaction('t', (tx) => {
      tx.set('projects', 'p-2', { Name: 'Nueva', Fase: 1 });
      tx.delete('projects', 'p-1');
    });
    expect(heard).toEqual([
      {
        id: 'p-2',
        kind: 'set',
        doc: { Name: 'Nueva', Fase: 1, FireId: 'p-2', collection: 'projects' },
        again: false,
      },
      { id: 'p-1', kind: 'delete', doc: null, again: false },
    ]);
  });
});
