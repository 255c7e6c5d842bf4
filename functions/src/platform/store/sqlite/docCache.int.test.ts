import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

  describe('appends (StoreTransaction.append)', () => {
    const send = (s: SqliteStore, key: string, body = `mensaje ${key}`) =>
      s.transaction('t', async (tx) => {
        await tx.get('messages', 'm');
        tx.append(
          'messages',
          'm',
          'msjArray',
          { key, from: 'u-b', body },
          { unreadBy: ['u-a'], LastUpdate: key },
        );
      });
    const keys = (doc: DocData | null) => ((doc?.msjArray ?? []) as { key: string }[]).map((m) => m.key);

    it('a message into a cached thread neither serialises nor parses the thread', async () => {
      await store.transaction('t', (tx) => tx.set('messages', 'm', thread('x'.repeat(5000))));
      await send(store, 'k2');
      const stringify = vi.spyOn(JSON, 'stringify');
      const parse = vi.spyOn(JSON, 'parse');
      try {
        await send(store, 'k3');
        const longest = (calls: unknown[][]) =>
          Math.max(0, ...calls.map(([value]) => (typeof value === 'string' ? value.length : 0)));
        const written = stringify.mock.results.map((r) => (typeof r.value === 'string' ? r.value.length : 0));
        expect(Math.max(0, ...written)).toBeLessThan(1000);
        expect(longest(parse.mock.calls)).toBeLessThan(1000);
      } finally {
        stringify.mockRestore();
        parse.mockRestore();
      }
      expect(keys(await store.get('t', 'messages', 'm'))).toEqual(['k1', 'k2', 'k3']);
    });

    it('the cached thread and the row stay alike, read here or by another process', async () => {
      await store.transaction('t', (tx) => tx.set('messages', 'm', thread('uno')));
      for (const key of ['k2', 'k3', 'k4']) await send(store, key, `ñ 😀 "${key}" \\ \u2028`);
      const cached = await read(store);
      const fromRow = await other.get('t', 'messages', 'm');
      expect(cached).toEqual(fromRow);
      expect(keys(cached)).toEqual(['k1', 'k2', 'k3', 'k4']);
      expect(cached).toMatchObject({
        unreadBy: ['u-a'],
        LastUpdate: 'k4',
        names: { 'u-a': { first: 'Ana' } },
      });
      // Another process appends: this store reads its row, then appends after it.
      await send(other, 'k5');
      await send(store, 'k6');
      expect(keys(await other.get('t', 'messages', 'm'))).toEqual(['k1', 'k2', 'k3', 'k4', 'k5', 'k6']);
      expect(await read(store)).toEqual(await other.get('t', 'messages', 'm'));
    });

    it('an append undone with its transaction leaves the cached thread as it was', async () => {
      db.exec(`CREATE TRIGGER refuse_bad BEFORE INSERT ON documents WHEN NEW.id = 'bad'
        BEGIN SELECT RAISE(ABORT, 'bad document'); END;`);
      await store.transaction('t', (tx) => tx.set('messages', 'm', thread('uno')));
      await send(store, 'k2');
      const failed = store.transaction('t', async (tx) => {
        await tx.get('messages', 'm');
        tx.append('messages', 'm', 'msjArray', { key: 'deshecho' });
        tx.set('messages', 'bad', {});
      });
      await expect(failed).rejects.toThrow(/bad document/);
      expect(keys(await read(store))).toEqual(['k1', 'k2']);
      await send(store, 'k3');
      expect(keys(await other.get('t', 'messages', 'm'))).toEqual(['k1', 'k2', 'k3']);
    });

    it('refuses the message that takes a cached thread past 20,000 fields, and keeps it as it was', async () => {
      // 3,998 messages, each an element and its 4 fields, and 3 fields more: 19,993; a message adds 5.
      const many = Array.from({ length: 3998 }, (_, i) => ({
        key: `k${i}`,
        from: 'u-a',
        body: 'b',
        at: 'a',
      }));
      await store.transaction('t', (tx) =>
        tx.set('messages', 'm', { participants: ['u-a'], msjArray: many }),
      );
      await send(store, 'fits');
      const refused = send(store, 'too-many');
      await expect(refused).rejects.toMatchObject({ code: 'bad_request' });
      await expect(refused).rejects.toThrow('the document has more than 20000 fields');
      expect(keys(await read(store)).at(-1)).toBe('fits');
    });
  });
});
