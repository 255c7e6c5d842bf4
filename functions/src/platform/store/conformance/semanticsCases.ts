import { describe, expect, it } from 'vitest';
import type { DocData, StoreQuery, WhereClause } from '../Store';
import { type Conformance, queryIds, seedDocs } from './harness';

/** A null, two numbers, a missing field and a string: where Firestore treats null apart. */
const values = { a: { v: null }, b: { v: 1 }, c: { v: 2 }, d: { w: 1 }, e: { v: 'x' } };

/** Expected ids in Firestore's order (by the inequality field when there is one). */
const nullCases: [string, WhereClause, string[]][] = [
  ['!= leaves out null and missing fields, ordered by the field', ['v', '!=', 1], ['c', 'e']],
  ['not-in leaves out null and missing fields', ['v', 'not-in', [2]], ['b', 'e']],
  ['not-in with a null alternative matches nothing', ['v', 'not-in', [2, null]], []],
  ['in never matches a null field', ['v', 'in', [null, 1]], ['b']],
  ['in [null] matches nothing', ['v', 'in', [null]], []],
  ['== null matches only null fields', ['v', '==', null], ['a']],
  ['!= null matches every other present value', ['v', '!=', null], ['b', 'c', 'e']],
];

/** Arrays holding null and maps (written in one key order, queried in another). */
const lists = {
  n: { l: [null, 'x'] },
  m: { l: [{ a: 1, b: { c: 'z', d: [1, 2] } }] },
  o: { l: ['y'] },
};

const listCases: [string, WhereClause, string[]][] = [
  ['array-contains-any [null] matches nothing', ['l', 'array-contains-any', [null]], []],
  ['array-contains-any with null finds the other values', ['l', 'array-contains-any', [null, 'x']], ['n']],
  [
    'array-contains finds a map whatever its key order',
    ['l', 'array-contains', { b: { d: [1, 2], c: 'z' }, a: 1 }],
    ['m'],
  ],
  ['array-contains needs the whole map', ['l', 'array-contains', { a: 1 }], []],
  [
    'array-contains-any finds a map too',
    ['l', 'array-contains-any', ['y', { b: { c: 'z', d: [1, 2] }, a: 1 }]],
    ['m', 'o'],
  ],
];

/** Maps stored in one key order and queried in another, nested and among other values. */
const maps = {
  p: { m: { a: 1, b: { x: true, y: null } } },
  q: { m: { b: { y: null, x: true }, a: 1 } },
  r: { m: { a: 1, b: { x: true } } },
  s: { m: { a: 1.5, b: { x: true, y: null } } },
  t: { m: 'text' },
};

const mapCases: [string, WhereClause, string[]][] = [
  ['== compares maps whatever their key order', ['m', '==', { b: { x: true, y: null }, a: 1 }], ['p', 'q']],
  ['== compares nested maps by every key', ['m', '==', { a: 1, b: { x: true } }], ['r']],
  ['== on a map needs the same keys', ['m', '==', { a: 1 }], []],
  [
    'in compares maps whatever their key order',
    ['m', 'in', [{ b: { y: null, x: true }, a: 1.5 }, 'text']],
    ['s', 't'],
  ],
  // Ordered by m: strings before maps; r before s by their first key's value (1 < 1.5).
  [
    '!= leaves out the equal maps in any key order',
    ['m', '!=', { b: { y: null, x: true }, a: 1 }],
    ['t', 'r', 's'],
  ],
];

/** A write Firestore refuses, staged after a valid one: the transaction must write nothing. */
const refusedWrites: [string, string, string, DocData][] = [
  ['a reserved document id', 'rooms', '__x__', {}],
  ['a reserved collection name', '__rooms__', 'ok', {}],
  ['a document id with a slash', 'rooms', 'a/b', {}],
  ['an empty field name', 'rooms', 'ok', { '': 1 }],
  ['a reserved field name, deep', 'rooms', 'ok', { m: { list: [{ __k__: 1 }] } }],
  ['an array directly in an array', 'rooms', 'ok', { l: [[1]] }],
  // Firestore's limits (shared/src/schemas/documentData.ts), and what JSON or UTF-8 would change.
  ['maps nested 21 levels', 'rooms', 'ok', nestedMaps(21)],
  ['maps nested 1,000 levels', 'rooms', 'ok', nestedMaps(1000)],
  ['more than 20,000 fields', 'rooms', 'ok', { l: Array.from({ length: 20_000 }, () => 0) }],
  ['more than 1 MiB', 'rooms', 'ok', { text: 'x'.repeat(1024 * 1024) }],
  ['a non-finite number (JSON would make it null)', 'rooms', 'ok', { n: Number.POSITIVE_INFINITY }],
  ['NaN', 'rooms', 'ok', { m: { n: Number.NaN } }],
  ['an unpaired surrogate in a value', 'rooms', 'ok', { t: 'a\ud800' }],
  ['an unpaired surrogate in a document id', 'rooms', 'ok\ud800', {}],
];

/** A body whose deepest field is at `levels` (its own fields are level 1). */
function nestedMaps(levels: number): DocData {
  let value: unknown = 1;
  for (let i = 1; i < levels; i++) value = { m: value };
  return { m: value };
}

const refusedQueries: [string, StoreQuery][] = [
  [
    'array-contains null (the SDKs refuse it)',
    { collection: 'rooms', where: [['tags', 'array-contains', null]] },
  ],
  ['a reserved collection', { collection: '__rooms__' }],
  ['a reserved field', { collection: 'rooms', where: [['__name__', '==', 'x']] }],
  ['a reserved order field', { collection: 'rooms', orderBy: ['m.__k__', 'asc'] }],
];

/**
 * Firestore's semantics where a JSON store would naturally differ, each checked on Google's
 * emulator: null is found by `== null` only, maps are equal whatever their key order, merging
 * an empty map replaces, and what Firestore cannot hold (reserved names, nested arrays) is
 * refused by both stores with bad_request before anything is written. Not covered: ordering
 * by a map or array field, which the embedded store does by JSON text (a known gap).
 */
export function describeSemantics(c: Conformance): void {
  describe('Firestore semantics', () => {
    it.each(nullCases)('%s', async (_, clause, expected) => {
      await seedDocs(c, 'values', values);
      expect(await queryIds(c, { collection: 'values', where: [clause] })).toEqual(expected);
    });

    it.each(listCases)('%s', async (_, clause, expected) => {
      await seedDocs(c, 'lists', lists);
      expect(await queryIds(c, { collection: 'lists', where: [clause] })).toEqual(expected);
    });

    it.each(mapCases)('%s', async (_, clause, expected) => {
      await seedDocs(c, 'maps', maps);
      expect(await queryIds(c, { collection: 'maps', where: [clause] })).toEqual(expected);
    });

    it('counts as it queries: null left out of != and not-in', async () => {
      await seedDocs(c, 'values', values);
      const count = (where: WhereClause[]) => c.store.count(c.tenant, { collection: 'values', where });
      expect(await count([['v', '!=', 1]])).toBe(2);
      expect(await count([['v', 'not-in', [2]]])).toBe(2);
      expect(await count([['v', 'in', [null, 1]]])).toBe(1);
    });

    it('replaces a map with an empty map on merge (its keys are the merged fields)', async () => {
      await seedDocs(c, 'rooms', { r: { a: { x: 1 }, b: { y: 1 }, n: { deep: { k: 1 }, keep: 1 } } });
      await c.store.transaction(c.tenant, (tx) =>
        tx.merge('rooms', 'r', { a: {}, b: { z: 2 }, n: { deep: {} } }),
      );
      expect(await c.store.get(c.tenant, 'rooms', 'r')).toEqual({
        a: {},
        b: { y: 1, z: 2 },
        n: { deep: {}, keep: 1 },
        FireId: 'r',
        collection: 'rooms',
      });
    });

    it('merges field names that are not identifiers, and keeps dotted keys as names', async () => {
      await seedDocs(c, 'rooms', { r: { Habitación: 'A', 'con espacio': 1 } });
      await c.store.transaction(c.tenant, (tx) => tx.merge('rooms', 'r', { Habitación: 'B', 'a.b': 2 }));
      expect(await c.store.get(c.tenant, 'rooms', 'r')).toEqual({
        Habitación: 'B',
        'con espacio': 1,
        'a.b': 2,
        FireId: 'r',
        collection: 'rooms',
      });
    });

    it.each(refusedWrites)('refuses to write %s and writes nothing', async (_, collection, id, data) => {
      await expect(
        c.store.transaction(c.tenant, (tx) => {
          tx.set('rooms', 'first', { n: 1 });
          tx.set(collection, id, data);
        }),
      ).rejects.toMatchObject({ code: 'bad_request' });
      expect(await queryIds(c, { collection: 'rooms' })).toEqual([]);
    });

    it('refuses to write under a tenant named like a reserved id', async () => {
      await expect(
        c.store.transaction(`__${c.tenant}__`, (tx) => tx.set('rooms', 'a', { n: 1 })),
      ).rejects.toMatchObject({ code: 'bad_request' });
    });

    it('refuses a merge Firestore cannot store', async () => {
      await seedDocs(c, 'rooms', { r: { n: 1 } });
      await expect(
        c.store.transaction(c.tenant, (tx) => tx.merge('rooms', 'r', { m: { __k__: 1 } })),
      ).rejects.toMatchObject({ code: 'bad_request' });
      expect(await c.store.get(c.tenant, 'rooms', 'r')).toEqual({ n: 1, FireId: 'r', collection: 'rooms' });
    });

    it('accepts a body at the limits: 20 levels, 20,000 fields', async () => {
      const wide = { l: Array.from({ length: 19_999 }, () => 0) };
      await c.store.transaction(c.tenant, (tx) => {
        tx.set('rooms', 'deep', nestedMaps(20));
        tx.set('rooms', 'wide', wide);
      });
      expect(await c.store.get(c.tenant, 'rooms', 'deep')).toMatchObject(nestedMaps(20));
      expect((await c.store.get(c.tenant, 'rooms', 'wide'))?.l).toHaveLength(19_999);
    });

    it('accepts names that only look reserved, and arrays in maps in arrays', async () => {
      const data = { _k_: 1, __k: 2, k__: 3, list: [{ inner: [1, 2] }] };
      await seedDocs(c, 'rooms', { _x_: data });
      expect(await c.store.get(c.tenant, 'rooms', '_x_')).toEqual({
        ...data,
        FireId: '_x_',
        collection: 'rooms',
      });
    });

    it('reads ids that can never be written as missing', async () => {
      expect(await c.store.get(c.tenant, 'rooms', '__x__')).toBeNull();
      expect(await c.store.get(c.tenant, 'rooms', 'a/b')).toBeNull();
    });

    it.each(refusedQueries)('refuses to query with %s', async (_, query) => {
      await expect(c.store.query(c.tenant, query)).rejects.toMatchObject({ code: 'bad_request' });
    });
  });
}
