import { describe, expect, it } from 'vitest';
import type { StoreQuery, WhereClause } from '../Store';
import { type Conformance, queryIds, seedDocs } from './harness';

/** Firestore-typed values: numbers and strings never compare equal, some fields are missing. */
export const rooms = {
  a: { Name: 'Ático', n: 3, tags: ['x', 'y'], done: true, owners: ['c1'], nested: { w: 2 } },
  b: { Name: 'Baño', n: 1, tags: ['y'], done: false, owners: ['c2', 'c1'], nested: { w: 5 } },
  c: { Name: 'Cocina', n: 2.5, tags: [], done: false, owners: [], note: null },
  d: { Name: 'Dormitorio', n: '2', tags: ['z', 1], owners: ['c3'] },
  e: { Name: 'Entrada', Habitación: 'Hall' },
};

/**
 * Expected ids in Firestore's order: by the inequality field when there is one (documents
 * without it left out), otherwise by document id.
 */
const whereCases: [WhereClause, string[]][] = [
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
  [['tags', '==', ['y']], ['b']],
  [
    ['done', '!=', true],
    ['b', 'c'],
  ],
  [['note', '!=', null], []],
  [['n', '<', 2.5], ['b']],
  [
    ['n', '<=', 2.5],
    ['b', 'c'],
  ],
  [
    ['n', '>', 1],
    ['c', 'a'],
  ],
  [
    ['n', '>=', 1],
    ['b', 'c', 'a'],
  ],
  [['n', '>=', '0'], ['d']],
  [
    ['Name', '>=', 'C'],
    ['c', 'd', 'e', 'a'],
  ],
  [['Name', '<', 'C'], ['b']],
  [['nested.w', '>', 2], ['b']],
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
  [['Name', 'in', ['Cocina', 'Nada']], ['c']],
  [
    ['Name', 'not-in', ['Ático', 'Baño']],
    ['c', 'd', 'e'],
  ],
  [
    ['n', 'not-in', [1]],
    ['c', 'a', 'd'],
  ],
];

export function describeQueries(c: Conformance): void {
  const ids = (query: Omit<StoreQuery, 'collection'>) => queryIds(c, { collection: 'rooms', ...query });

  describe('where operators', () => {
    it.each(whereCases)('%j matches %j', async (clause, expected) => {
      await seedDocs(c, 'rooms', rooms);
      expect(await ids({ where: [clause] })).toEqual(expected);
    });

    it('combines equality filters with AND without a composite index', async () => {
      await seedDocs(c, 'rooms', rooms);
      expect(
        await ids({
          where: [
            ['done', '==', false],
            ['Name', 'in', ['Cocina', 'Baño', 'Ático']],
          ],
        }),
      ).toEqual(['b', 'c']);
    });

    it('combines three filters once their composite index is declared', async () => {
      await seedDocs(c, 'rooms', rooms);
      await c.indexes.add(c.tenant, {
        collectionGroup: 'rooms',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'done', order: 'ASCENDING' },
          { fieldPath: 'owners', arrayConfig: 'CONTAINS' },
          { fieldPath: 'n', order: 'ASCENDING' },
        ],
      });
      const where: WhereClause[] = [
        ['done', '==', false],
        ['owners', 'array-contains', 'c1'],
        ['n', '<', 10],
      ];
      expect(await ids({ where })).toEqual(['b']);
    });
  });

  describe('order and limit', () => {
    it('orders by a field, leaving out documents without it, numbers before strings', async () => {
      await seedDocs(c, 'rooms', rooms);
      expect(await ids({ orderBy: ['n', 'asc'] })).toEqual(['b', 'c', 'a', 'd']);
      expect(await ids({ orderBy: ['n', 'desc'] })).toEqual(['d', 'a', 'c', 'b']);
    });

    it('orders strings by code point', async () => {
      await seedDocs(c, 'rooms', rooms);
      expect(await ids({ orderBy: ['Name', 'asc'] })).toEqual(['b', 'c', 'd', 'e', 'a']);
      expect(await ids({ orderBy: ['Name', 'asc'], limit: 2 })).toEqual(['b', 'c']);
    });

    it('orders across types: null, booleans, numbers, strings', async () => {
      await seedDocs(c, 'mixed', {
        s: { v: 'a' },
        n: { v: 0 },
        t: { v: true },
        f: { v: false },
        z: { v: null },
      });
      const mixed = (dir: 'asc' | 'desc') => queryIds(c, { collection: 'mixed', orderBy: ['v', dir] });
      expect(await mixed('asc')).toEqual(['z', 'f', 't', 'n', 's']);
      expect(await mixed('desc')).toEqual(['s', 'n', 't', 'f', 'z']);
    });

    it('breaks ties by document id in the direction of the order, then limits', async () => {
      await seedDocs(c, 'ties', { b: { k: 1 }, a: { k: 1 }, c: { k: 1 }, x: { k: 0 } });
      const ties = (dir: 'asc' | 'desc', limit?: number) =>
        queryIds(c, { collection: 'ties', orderBy: ['k', dir], ...(limit ? { limit } : {}) });
      expect(await ties('asc')).toEqual(['x', 'a', 'b', 'c']);
      expect(await ties('desc')).toEqual(['c', 'b', 'a', 'x']);
      expect(await ties('asc', 2)).toEqual(['x', 'a']);
      expect(await ties('desc', 2)).toEqual(['c', 'b']);
    });

    it('orders by document id without an order, and filters then orders by another field', async () => {
      await seedDocs(c, 'rooms', rooms);
      expect(await ids({})).toEqual(['a', 'b', 'c', 'd', 'e']);
      expect(await ids({ limit: 2 })).toEqual(['a', 'b']);
      expect(await ids({ where: [['done', '==', false]], orderBy: ['done', 'asc'] })).toEqual(['b', 'c']);
    });
  });

  describe('queryJson', () => {
    const texts = async (query: StoreQuery) => {
      const json = await c.store.queryJson(c.tenant, query);
      return {
        parsed: json.map((text) => JSON.parse(text) as unknown),
        docs: await c.store.query(c.tenant, query),
      };
    };

    it('gives each document query returns as its JSON text, in the same order', async () => {
      await seedDocs(c, 'rooms', {
        ...rooms,
        f: {},
        g: { Name: 'Ñu "comillas" \\ \u2028', deep: { a: [{ b: [1, 2.5, -3e-7] }] } },
      });
      for (const query of [
        { collection: 'rooms' },
        { collection: 'rooms', orderBy: ['Name', 'desc'] as const, limit: 3 },
        { collection: 'rooms', where: [['done', '==', false]] as WhereClause[] },
        { collection: 'nothing' },
      ]) {
        const { parsed, docs } = await texts(query);
        expect(parsed).toEqual(docs);
      }
      expect((await texts({ collection: 'rooms', where: [['Name', '==', 'Ático']] })).parsed).toEqual([
        { ...rooms.a, FireId: 'a', collection: 'rooms' },
      ]);
    });

    it('gives an appended array back in place, and a log its own collection', async () => {
      await seedDocs(c, 'threads', { t: { title: 'Obra', msjArray: [] } });
      for (const text of ['uno', 'dos']) {
        await c.store.transaction(c.tenant, (tx) =>
          tx.append('threads', 't', 'msjArray', { text }, { last: text }),
        );
      }
      // A log entry's date is text (the runner's stamp): the embedded store keeps it as a column.
      await seedDocs(c, 'logs', {
        l1: { collection: 'proyectos', date: '2026-01-02' },
        l2: { date: '2026-01-01' },
      });
      for (const collection of ['threads', 'logs']) {
        const { parsed, docs } = await texts({ collection });
        expect(parsed).toEqual(docs);
      }
      const [thread] = (await texts({ collection: 'threads' })).parsed as { msjArray: unknown[] }[];
      expect(thread?.msjArray).toEqual([{ text: 'uno' }, { text: 'dos' }]);
      expect((await texts({ collection: 'logs' })).parsed).toEqual([
        { collection: 'proyectos', date: '2026-01-02', FireId: 'l1' },
        { date: '2026-01-01', FireId: 'l2', collection: 'logs' },
      ]);
    });
  });

  describe('count', () => {
    it('counts what the query matches, ignoring its limit', async () => {
      await seedDocs(c, 'rooms', rooms);
      expect(await c.store.count(c.tenant, { collection: 'rooms' })).toBe(5);
      expect(
        await c.store.count(c.tenant, { collection: 'rooms', where: [['done', '==', false]], limit: 1 }),
      ).toBe(2);
      expect(await c.store.count(c.tenant, { collection: 'rooms', orderBy: ['n', 'asc'] })).toBe(4);
      expect(await c.store.count(c.tenant, { collection: 'empty' })).toBe(0);
    });

    it('counts inside a transaction', async () => {
      await seedDocs(c, 'rooms', rooms);
      const n = await c.store.transaction(c.tenant, (tx) =>
        tx.count({ collection: 'rooms', where: [['tags', 'array-contains', 'y']] }),
      );
      expect(n).toBe(2);
    });
  });
}
