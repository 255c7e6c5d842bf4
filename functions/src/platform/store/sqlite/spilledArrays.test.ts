import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoreQuery } from '../Store';
import { SqliteStore } from './SqliteStore';

let db: Database.Database;
let store: SqliteStore;

beforeEach(() => {
  db = new Database(':memory:');
  store = new SqliteStore(db);
});
afterEach(() => store.close());

const ids = async (query: StoreQuery) => (await store.query('t', query)).map((d) => d.FireId);

describe('spilled arrays', () => {
  const row = (id: string) =>
    db.prepare("SELECT data, spill FROM documents WHERE tenant = 't' AND id = ?").get(id) as {
      data: string;
      spill: string | null;
    };
  const spilled = (id: string) =>
    (
      db.prepare("SELECT item FROM spilled WHERE tenant = 't' AND id = ? ORDER BY pos").all(id) as {
        item: string;
      }[]
    ).map((r) => JSON.parse(r.item) as unknown);
  const send = (id: string, key: number) =>
    store.transaction('t', async (tx) => {
      await tx.get('rooms', id);
      tx.append('rooms', id, 'msjArray', { key, body: 'x'.repeat(200) }, { LastUpdate: `${key}` });
    });

  it('keep an appended array out of its row: a message is one small row, the row stays small', async () => {
    const msjArray = Array.from({ length: 20 }, (_, key) => ({ key, body: 'x'.repeat(200) }));
    await store.transaction('t', (tx) => tx.set('rooms', 'r', { participants: ['u-a'], msjArray }));
    expect(row('r').spill).toBeNull();
    for (let key = 20; key < 60; key++) await send('r', key);
    expect(row('r')).toEqual({ data: '{"participants":["u-a"],"LastUpdate":"59"}', spill: 'msjArray' });
    expect(spilled('r').map((m) => (m as { key: number }).key)).toEqual(
      Array.from({ length: 60 }, (_, key) => key),
    );
    const read = await store.get('t', 'rooms', 'r');
    expect(Object.keys(read ?? {})).toEqual([
      'participants',
      'LastUpdate',
      'msjArray',
      'FireId',
      'collection',
    ]);
    expect((read?.msjArray as unknown[] | undefined)?.length).toBe(60);
  });

  it('drop a document’s elements with it, and when a write takes the array back inline', async () => {
    await store.transaction('t', (tx) => tx.set('rooms', 'a', { msjArray: [] }));
    await store.transaction('t', (tx) => tx.set('rooms', 'b', { msjArray: [] }));
    await send('a', 1);
    await send('b', 1);
    await store.transaction('t', (tx) => tx.delete('rooms', 'a'));
    await store.transaction('t', (tx) => tx.merge('rooms', 'b', { msjArray: [{ key: 9 }] }));
    expect([spilled('a'), spilled('b'), row('b').spill]).toEqual([[], [], null]);
    expect(row('b').data).toBe('{"LastUpdate":"1","msjArray":[{"key":9}]}');
  });

  it('leave an array an element index reads in its row', async () => {
    await store.transaction('t', (tx) => tx.set('rooms', 'r', { participants: ['u-a'], tags: [] }));
    store.expressionIndexes.declare({
      collectionGroup: 'rooms',
      fields: [{ fieldPath: 'tags', arrayConfig: 'CONTAINS' }],
    });
    await store.transaction('t', async (tx) => {
      await tx.get('rooms', 'r');
      tx.append('rooms', 'r', 'tags', 'rojo');
    });
    expect(row('r').spill).toBeNull();
    expect(await ids({ collection: 'rooms', where: [['tags', 'array-contains', 'rojo']] })).toEqual(['r']);
  });

  it('put a spilled array back in its row when an element index starts reading it', async () => {
    // Big enough for the store to keep it cached (2,048 characters).
    const about = 'x'.repeat(3000);
    await store.transaction('t', (tx) =>
      tx.set('rooms', 'r', { participants: ['u-a'], about, msjArray: [] }),
    );
    await send('r', 1);
    await send('r', 2);
    expect(row('r').spill).toBe('msjArray');
    store.expressionIndexes.declare({
      collectionGroup: 'rooms',
      fields: [{ fieldPath: 'msjArray', arrayConfig: 'CONTAINS' }],
    });
    expect([row('r').spill, spilled('r')]).toEqual([null, []]);
    // A merge of the other fields (through the cache, which had it spilled) keeps the messages.
    await store.transaction('t', async (tx) => {
      await tx.get('rooms', 'r');
      tx.merge('rooms', 'r', { unreadBy: ['u-b'] });
    });
    // Read from SQL, not from the cache.
    const [queried] = await store.query('t', { collection: 'rooms' });
    expect((queried?.msjArray as unknown[] | undefined)?.length).toBe(2);
    const first = { key: 1, body: 'x'.repeat(200) };
    expect(await ids({ collection: 'rooms', where: [['msjArray', 'array-contains', first]] })).toEqual(['r']);
    await send('r', 3);
    expect(row('r').spill).toBeNull();
    expect(((await store.get('t', 'rooms', 'r'))?.msjArray as unknown[] | undefined)?.length).toBe(3);
  });
});
