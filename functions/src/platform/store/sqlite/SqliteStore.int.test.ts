import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { busyTimeoutMs, openDatabase } from '../../sqlite/openDatabase';
import { createIndexRegistry } from '../indexRegistry';
import type { StoreQuery } from '../Store';
import { sqliteIndexPersistence } from './indexTable';
import { SqliteStore } from './SqliteStore';

const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'colmena-store-'));
  dirs.push(dir);
  return join(dir, 'nested', 'colmena.db');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A store as openEmbedded builds it: runtime index declarations kept in the database. */
function openStore(file: string) {
  const db = openDatabase(file);
  return new SqliteStore(db, { indexes: createIndexRegistry({ persistence: sqliteIndexPersistence(db) }) });
}

const evensByI: StoreQuery = { collection: 'many', where: [['even', '==', true]], orderBy: ['i', 'desc'] };

describe('SQLite store on disk', () => {
  it('uses WAL with a short busy timeout (SQLite waits on the event loop)', () => {
    const db = openDatabase(tempFile());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('busy_timeout', { simple: true })).toBe(busyTimeoutMs);
    expect(busyTimeoutMs).toBeLessThanOrEqual(100);
    db.close();
  });

  it('keeps documents and continues seq across restarts', async () => {
    const file = tempFile();
    const first = openStore(file);
    await first.transaction('t', (tx) => tx.set('c', 'a', { v: 1 }));
    const [before] = await first.changesSince('t', 0);
    await first.close();

    const second = openStore(file);
    expect(await second.get('t', 'c', 'a')).toMatchObject({ v: 1 });
    await second.transaction('t', (tx) => tx.set('c', 'b', { v: 2 }));
    const changes = await second.changesSince('t', before?.seq ?? 0);
    expect(changes.map((c) => c.id)).toEqual(['b']);
    expect(changes[0]?.seq).toBeGreaterThan(before?.seq ?? Number.POSITIVE_INFINITY);
    await second.close();
  });

  it('keeps runtime index declarations across restarts', async () => {
    const file = tempFile();
    const first = openStore(file);
    await expect(first.query('t', evensByI)).rejects.toMatchObject({ code: 'query_requires_index' });
    await first.indexes.add('t', {
      collectionGroup: 'many',
      fields: [
        { fieldPath: 'even', order: 'ASCENDING' },
        { fieldPath: 'i', order: 'DESCENDING' },
      ],
    });
    await first.close();

    const second = openStore(file);
    await expect(second.query('t', evensByI)).resolves.toEqual([]);
    expect(second.indexes.declared('t')).toHaveLength(1);
    expect(second.indexes.declared('u')).toHaveLength(0);
    await second.close();
  });

  it('answers a 10000-document query within the default limit', async () => {
    const store = openStore(tempFile());
    await store.indexes.add('t', {
      collectionGroup: 'many',
      fields: [
        { fieldPath: 'even', order: 'ASCENDING' },
        { fieldPath: 'i', order: 'DESCENDING' },
      ],
    });
    await store.transaction('t', (tx) => {
      for (let i = 0; i < 10050; i++)
        tx.set('many', `d${String(i).padStart(5, '0')}`, { i, even: i % 2 === 0 });
    });
    expect(await store.query('t', { collection: 'many' })).toHaveLength(10000);
    const evens = await store.query('t', evensByI);
    expect(evens).toHaveLength(5025);
    expect(evens[0]?.i).toBe(10048);
    expect(await store.count('t', evensByI)).toBe(5025);
    await store.close();
  });
});
