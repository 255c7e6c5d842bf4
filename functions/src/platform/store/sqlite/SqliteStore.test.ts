import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoreQuery, WhereClause } from '../Store';
import { SqliteStore } from './SqliteStore';

let store: SqliteStore;

const docs = {
  a: { Name: 'Ático', n: 3, tags: ['x', 'y'], done: true, owners: ['c1'], nested: { w: 2 } },
  b: { Name: 'Baño', n: 1, tags: ['y'], done: false, owners: ['c2', 'c1'], nested: { w: 5 } },
  c: { Name: 'Cocina', n: 2.5, tags: [], done: false, owners: [], note: null },
  d: { Name: 'Dormitorio', n: '2', tags: ['z', 1], owners: ['c3'] },
  e: { Name: 'Entrada', Habitación: 'Hall' },
};

async function seed(tenant = 't1') {
  await store.transaction(tenant, (tx) => {
    for (const [id, data] of Object.entries(docs)) tx.set('rooms', id, data);
  });
}

const ids = async (query: Omit<StoreQuery, 'collection'>, tenant = 't1') =>
  (await store.query(tenant, { collection: 'rooms', ...query })).map((d) => d.FireId);

beforeEach(() => {
  store = new SqliteStore(new Database(':memory:'));
});
afterEach(() => store.close());

describe('where operators', () => {
  beforeEach(() => seed());

  it.each<[WhereClause, string[]]>([
    [['Name', '==', 'Baño'], ['b']],
    [['n', '==', 1], ['b']],
    [['n', '==', 2], []],
    [['n', '==', '2'], ['d']],
    [
      ['done', '==', false],
      ['b', 'c'],
    ],
    [['done', '==', true], ['a']],
    [['note', '==', null], ['c']],
    [['nested.w', '==', 5], ['b']],
    [['Habitación', '==', 'Hall'], ['e']],
    [
      ['done', '!=', true],
      ['b', 'c'],
    ],
    [['n', '<', 2.5], ['b']],
    [
      ['n', '<=', 2.5],
      ['b', 'c'],
    ],
    [
      ['n', '>', 1],
      ['a', 'c'],
    ],
    [
      ['n', '>=', 1],
      ['a', 'b', 'c'],
    ],
    [
      ['Name', '>=', 'C'],
      ['a', 'c', 'd', 'e'],
    ],
    [
      ['tags', 'array-contains', 'y'],
      ['a', 'b'],
    ],
    [['tags', 'array-contains', 1], ['d']],
    [
      ['owners', 'array-contains', 'c1'],
      ['a', 'b'],
    ],
    [['Name', 'array-contains', 'Baño'], []],
    [
      ['tags', 'array-contains-any', ['x', 'z']],
      ['a', 'd'],
    ],
    [
      ['n', 'in', [1, 3, '2']],
      ['a', 'b', 'd'],
    ],
    [
      ['Name', 'not-in', ['Ático', 'Baño']],
      ['c', 'd', 'e'],
    ],
    [
      ['n', 'not-in', [1]],
      ['a', 'c', 'd'],
    ],
  ])('%j matches %j', async (clause, expected) => {
    expect(await ids({ where: [clause] })).toEqual(expected);
  });

  it('combines up to three filters with AND', async () => {
    expect(
      await ids({
        where: [
          ['done', '==', false],
          ['owners', 'array-contains', 'c1'],
          ['n', '<', 10],
        ],
      }),
    ).toEqual(['b']);
  });

  it('rejects a fourth filter, an unknown operator, and undefined values', async () => {
    const four: WhereClause[] = [
      ['n', '>', 0],
      ['n', '>', 0],
      ['n', '>', 0],
      ['n', '>', 0],
    ];
    await expect(ids({ where: four })).rejects.toMatchObject({ code: 'bad_request' });
    await expect(ids({ where: [['n', '~' as '==', 1]] })).rejects.toMatchObject({ code: 'bad_request' });
    await expect(ids({ where: [['n', '==', undefined]] })).rejects.toMatchObject({ code: 'value_undefined' });
    await expect(ids({ where: [['n', 'in', []]] })).rejects.toMatchObject({ code: 'bad_request' });
  });

  it('treats field names as data, never as SQL', async () => {
    await expect(ids({ where: [["Name') OR 1=1 --", '==', 'x']] })).resolves.toEqual([]);
    await expect(ids({ where: [['a"b', '==', 'x']] })).rejects.toMatchObject({ code: 'bad_request' });
  });
});

describe('order and limit', () => {
  beforeEach(() => seed());

  it('orders by a field, leaving out documents without it, numbers before strings', async () => {
    expect(await ids({ orderBy: ['n', 'asc'] })).toEqual(['b', 'c', 'a', 'd']);
    expect(await ids({ orderBy: ['n', 'desc'] })).toEqual(['d', 'a', 'c', 'b']);
  });

  it('orders strings by code point, like Firestore', async () => {
    expect(await ids({ orderBy: ['Name', 'asc'] })).toEqual(['b', 'c', 'd', 'e', 'a']);
  });

  it('applies the limit after ordering, and defaults to id order', async () => {
    expect(await ids({ orderBy: ['Name', 'asc'], limit: 2 })).toEqual(['b', 'c']);
    expect(await ids({})).toEqual(['a', 'b', 'c', 'd', 'e']);
    await expect(ids({ limit: 0 })).rejects.toMatchObject({ code: 'bad_request' });
  });
});

describe('documents', () => {
  it('returns FireId and collection with every document and never stores them', async () => {
    await store.transaction('t1', (tx) =>
      tx.set('rooms', 'r1', { FireId: 'other', collection: 'x', Name: 'A' }),
    );
    expect(await store.get('t1', 'rooms', 'r1')).toEqual({ Name: 'A', FireId: 'r1', collection: 'rooms' });
    expect(await store.get('t1', 'rooms', 'missing')).toBeNull();
  });

  it('keeps tenants apart', async () => {
    await seed('t1');
    expect(await ids({}, 't2')).toEqual([]);
    expect(await store.get('t2', 'rooms', 'a')).toBeNull();
  });

  it('merges maps deeply and replaces arrays', async () => {
    await store.transaction('t1', (tx) =>
      tx.set('rooms', 'r', { a: { x: 1, y: 2 }, list: [1, 2], keep: true }),
    );
    await store.transaction('t1', (tx) => tx.merge('rooms', 'r', { a: { y: 3 }, list: [9] }));
    expect(await store.get('t1', 'rooms', 'r')).toMatchObject({ a: { x: 1, y: 3 }, list: [9], keep: true });
  });

  it('stores the company document and lists companies', async () => {
    await store.transaction('acme', (tx) => tx.setCompany({ Name: 'Acme', languages: ['en'] }));
    await store.transaction('acme', (tx) => tx.mergeCompany({ hasPublicPage: true }));
    expect(await store.getCompany('acme')).toEqual({
      Name: 'Acme',
      languages: ['en'],
      hasPublicPage: true,
      FireId: 'acme',
      collection: 'tenants',
    });
    expect((await store.listCompanies()).map((c) => c.FireId)).toEqual(['acme']);
    expect(await store.getCompany('nope')).toBeNull();
  });
});

describe('transactions', () => {
  it('applies nothing when the callback throws', async () => {
    await expect(
      store.transaction('t1', (tx) => {
        tx.set('rooms', 'x', { Name: 'X' });
        tx.setCompany({ Name: 'T' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await store.get('t1', 'rooms', 'x')).toBeNull();
    expect(await store.getCompany('t1')).toBeNull();
    expect(await store.changesSince('t1', 0)).toEqual([]);
  });

  it('requires every read before the first write', async () => {
    await expect(
      store.transaction('t1', async (tx) => {
        tx.set('rooms', 'x', {});
        await tx.get('rooms', 'x');
      }),
    ).rejects.toThrow(/reads before/);
  });

  it('runs one after another, so read-modify-write loses no update', async () => {
    await store.transaction('t1', (tx) => tx.set('counters', 'c', { n: 0 }));
    const increment = () =>
      store.transaction('t1', async (tx) => {
        const doc = await tx.get('counters', 'c');
        await new Promise((r) => setTimeout(r, 1));
        tx.set('counters', 'c', { n: Number(doc?.n) + 1 });
      });
    await Promise.all(Array.from({ length: 20 }, increment));
    expect((await store.get('t1', 'counters', 'c'))?.n).toBe(20);
  });

  it('records every committed write with a growing seq', async () => {
    await store.transaction('t1', (tx) => {
      tx.set('rooms', 'a', { n: 1 });
      tx.merge('rooms', 'a', { m: 2 });
    });
    await store.transaction('t2', (tx) => tx.set('rooms', 'z', {}));
    await store.transaction('t1', (tx) => {
      tx.delete('rooms', 'a');
      tx.delete('rooms', 'never-existed');
    });
    const changes = await store.changesSince('t1', 0);
    expect(changes.map((c) => [c.collection, c.id, c.kind])).toEqual([
      ['rooms', 'a', 'set'],
      ['rooms', 'a', 'merge'],
      ['rooms', 'a', 'delete'],
    ]);
    const seqs = changes.map((c) => c.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(new Set(seqs).size).toBe(3);
    expect(await store.changesSince('t1', seqs[1] ?? 0)).toHaveLength(1);
  });

  it('rejects ids and collection names that are not one path segment', async () => {
    await expect(store.transaction('t1', (tx) => tx.set('rooms', 'a/b', {}))).rejects.toMatchObject({
      code: 'bad_request',
    });
    await expect(store.query('t1', { collection: 'a/b' })).rejects.toMatchObject({ code: 'bad_request' });
  });
});
