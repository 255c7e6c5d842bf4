import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../sqlite/openDatabase';
import type { DocData } from '../Store';
import { SqliteStore } from './SqliteStore';

/**
 * The store's DocCache (issue 14) against its store: a rolled-back write never leaves its copy
 * behind, and what a reader or a writer holds is never the cache's own tree. Every document is
 * cached here (minChars 0). A second store on the same file plays another process: it writes a
 * row with the seq a rolled-back write had held, which only dropping that write's entry tells apart.
 */
let dir: string;
let db: Database.Database;
let store: SqliteStore;
let other: SqliteStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'colmena-doccache-'));
  const file = join(dir, 'colmena.db');
  db = openDatabase(file);
  store = new SqliteStore(db, { docCache: { minChars: 0 } });
  other = new SqliteStore(openDatabase(file), { docCache: { minChars: 0 } });
});
afterEach(async () => {
  await store.close();
  await other.close();
  rmSync(dir, { recursive: true, force: true });
});

const thread = (body: string): DocData => ({
  participants: ['u-a', 'u-b'],
  msjArray: [{ key: 'k1', from: 'u-a', body, at: '2026-11-26T15:00:00.000Z' }],
  names: { 'u-a': { first: 'Ana' } },
});

const read = (s: SqliteStore) => s.transaction('t', (tx) => tx.get('messages', 'm'));
const bodyOf = (doc: DocData | null) => (doc?.msjArray as { body: string }[] | undefined)?.[0]?.body;

describe('SQLite store: cached documents', () => {
  it('serves a document read again unchanged, in the transaction and outside', async () => {
    await store.transaction('t', (tx) => tx.set('messages', 'm', thread('uno')));
    const first = await read(store);
    const second = await read(store);
    const outside = await store.get('t', 'messages', 'm');
    expect(second).toEqual(first);
    expect(outside).toEqual(first);
    expect(first).toMatchObject({ FireId: 'm', collection: 'messages' });
  });

  it('a write made after a read is what the next read gets (as the row stands)', async () => {
    await store.transaction('t', (tx) => tx.set('messages', 'm', thread('uno')));
    await read(store);
    await store.transaction('t', async (tx) => {
      const doc = await tx.get('messages', 'm');
      tx.merge('messages', 'm', { count: 1, names: { 'u-b': { first: 'Bea' } }, at: new Date(0) });
      return doc;
    });
    const after = await read(store);
    expect(after).toMatchObject({
      count: 1,
      names: { 'u-a': { first: 'Ana' }, 'u-b': { first: 'Bea' } },
      at: '1970-01-01T00:00:00.000Z',
    });
    // Another process's write: a new seq, read from the row.
    await other.transaction('t', (tx) => tx.set('messages', 'm', thread('de fuera')));
    expect(bodyOf(await read(store))).toBe('de fuera');
    await other.transaction('t', (tx) => tx.delete('messages', 'm'));
    expect(await read(store)).toBeNull();
    expect(await store.get('t', 'messages', 'm')).toBeNull();
  });

  it('a reader changing what it read leaves the next read as stored', async () => {
    await store.transaction('t', (tx) => tx.set('messages', 'm', thread('uno')));
    await read(store);
    // A write after a read: the cache holds a tree of its own, read back from then on.
    await store.transaction('t', async (tx) => {
      await tx.get('messages', 'm');
      tx.set('messages', 'm', thread('dos'));
    });
    for (let i = 0; i < 3; i++) {
      const doc = await read(store);
      expect(bodyOf(doc)).toBe('dos');
      const messages = doc?.msjArray as { body: string }[];
      messages[0] = { ...messages[0], body: 'cambiado' } as { body: string };
      (messages as unknown[]).push({ key: 'x' });
      (doc?.names as Record<string, { first: string }>)['u-a'] = { first: 'Otra' };
      (doc?.participants as string[]).length = 0;
      if (doc) doc.extra = true;
    }
    const again = await store.get('t', 'messages', 'm');
    expect(again).toEqual({ ...thread('dos'), FireId: 'm', collection: 'messages' });
  });

  it('a writer changing the body it wrote leaves the next read as stored', async () => {
    await store.transaction('t', (tx) => tx.set('messages', 'm', thread('uno')));
    await read(store);
    const body = thread('dos');
    await store.transaction('t', async (tx) => {
      await tx.get('messages', 'm');
      tx.set('messages', 'm', body);
    });
    (body.msjArray as { body: string }[])[0] = { body: 'cambiado' };
    (body.names as Record<string, unknown>)['u-a'] = null;
    expect(await read(store)).toEqual({ ...thread('dos'), FireId: 'm', collection: 'messages' });
  });

  it('a write undone with its transaction (its savepoint) leaves no cached copy behind', async () => {
    db.exec(`CREATE TRIGGER refuse_bad BEFORE INSERT ON documents WHEN NEW.id = 'bad'
      BEGIN SELECT RAISE(ABORT, 'bad document'); END;`);
    await store.transaction('t', (tx) => tx.set('messages', 'm', thread('uno')));
    await read(store);
    const failed = store.transaction('t', async (tx) => {
      await tx.get('messages', 'm');
      tx.set('messages', 'm', thread('deshecho'));
      tx.set('messages', 'bad', {});
    });
    await expect(failed).rejects.toThrow(/bad document/);
    store.flush();
    // Another process writes the document with the seq the undone write had held (no read
    // between: a read would find the row's older seq and replace the entry).
    await other.transaction('t', (tx) => tx.set('messages', 'm', thread('de fuera')));
    expect(bodyOf(await read(store))).toBe('de fuera');
    expect(bodyOf(await store.get('t', 'messages', 'm'))).toBe('de fuera');
  });

  it('a group whose commit fails leaves no cached copy of its writes behind', async () => {
    // A deferred foreign key is checked at COMMIT: a trigger makes one document break it.
    db.exec(`
      CREATE TABLE parents (id TEXT PRIMARY KEY);
      CREATE TABLE children (parent TEXT REFERENCES parents (id) DEFERRABLE INITIALLY DEFERRED);
      CREATE TRIGGER orphan AFTER INSERT ON documents WHEN NEW.id = 'orphan'
        BEGIN INSERT INTO children VALUES ('nobody'); END;
    `);
    await store.transaction('t', (tx) => tx.set('messages', 'm', thread('uno')));
    await read(store);
    const lost = store.transaction('t', async (tx) => {
      await tx.get('messages', 'm');
      tx.set('messages', 'm', thread('perdido'));
    });
    const orphan = store.transaction('t', (tx) => tx.set('rooms', 'orphan', {}));
    const results = await Promise.allSettled([lost, orphan]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await other.transaction('t', (tx) => tx.set('messages', 'm', thread('de fuera')));
    expect(bodyOf(await read(store))).toBe('de fuera');
  });
});
