import { matchesWhere, type WhereClause } from '@colmena/shared/query';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/AppError';
import { compileWhere } from './compileWhere';
import { ElementIndex, insertElementsSql } from './elementIndex';
import { createStoreSchema } from './schema';

/**
 * An in-memory store schema with `v` and `l` tracked as array fields, and the ids a where selects
 * reading the element index (`tracked`, as for a declared array field) or each document's array.
 */
function openDb() {
  const db = new Database(':memory:');
  createStoreSchema(db);
  const elements = new ElementIndex(db);
  elements.track('c', 'v');
  elements.track('c', 'l');
  const row = db.prepare(
    "INSERT INTO documents (tenant, collection, id, data, seq) VALUES ('t', 'c', ?, ?, 0)",
  );
  const elementRows = db.prepare(insertElementsSql);
  // As a write inserts a document: its row, then its element rows (applyWrite).
  const insert = {
    run(id: string, data: string) {
      row.run(id, data);
      elementRows.run({ tenant: 't', collection: 'c', id, data });
    },
  };
  return {
    seed(docs: Record<string, unknown>) {
      db.exec('DELETE FROM documents');
      for (const [id, doc] of Object.entries(docs)) insert.run(id, JSON.stringify(doc));
    },
    ids(clause: WhereClause, tracked = true): string[] {
      const { sql, params } = compileWhere(clause, { tenant: 't', collection: 'c', tracked: () => tracked });
      const rows = db
        .prepare(`SELECT id FROM documents WHERE tenant = 't' AND collection = 'c' AND ${sql} ORDER BY id`)
        .all(...params) as { id: string }[];
      return rows.map((row) => row.id);
    },
  };
}

const docs = {
  nul: { v: null, l: [null, 'x'] },
  one: { v: 1, l: [1, { a: 1, b: [2, 3] }] },
  two: { v: 2.0, l: ['y'] },
  str: { v: 'x' },
  missing: { w: 1 },
  map: { v: { a: 1, b: { c: 'z', d: [true, null] } } },
  mapOther: { v: { b: { d: [true, null], c: 'z' }, a: 1 } },
  mapLess: { v: { a: 1 } },
  list: { v: [1, { k: 'v', j: 2 }] },
  quoted: { v: { 'q"x': 1, 'a\\b': 2, 'dot.ted': 3 } },
};

describe('compileWhere: Firestore semantics in SQL', () => {
  const db = openDb();
  db.seed(docs);

  it.each<[string, WhereClause, string[]]>([
    ['== null finds null only', ['v', '==', null], ['nul']],
    ['== compares numbers as numbers', ['v', '==', 2], ['two']],
    [
      '!= leaves out null and missing fields',
      ['v', '!=', 1],
      ['list', 'map', 'mapLess', 'mapOther', 'quoted', 'str', 'two'],
    ],
    [
      '!= null: every present value but null',
      ['v', '!=', null],
      ['list', 'map', 'mapLess', 'mapOther', 'one', 'quoted', 'str', 'two'],
    ],
    [
      'not-in leaves out null and missing fields',
      ['v', 'not-in', [1, 2, 'x']],
      ['list', 'map', 'mapLess', 'mapOther', 'quoted'],
    ],
    ['not-in with a null alternative matches nothing', ['v', 'not-in', [1, null]], []],
    ['in never matches null', ['v', 'in', [null, 1]], ['one']],
    ['in [null] matches nothing', ['v', 'in', [null]], []],
    ['in with values of several types', ['v', 'in', [2, 'x', { a: 1 }]], ['mapLess', 'str', 'two']],
    [
      '== on a map, whatever its key order',
      ['v', '==', { b: { c: 'z', d: [true, null] }, a: 1 }],
      ['map', 'mapOther'],
    ],
    ['== on a map needs every key', ['v', '==', { a: 1, b: { c: 'z' } }], []],
    ['== on a map with no extra keys', ['v', '==', { a: 1 }], ['mapLess']],
    ['== on an empty map', ['v', '==', {}], []],
    [
      '== on keys with quotes, backslashes and dots',
      ['v', '==', { 'dot.ted': 3, 'a\\b': 2, 'q"x': 1 }],
      ['quoted'],
    ],
    ['== on an array with a map inside, in another key order', ['v', '==', [1, { j: 2, k: 'v' }]], ['list']],
    ['== on an array keeps the element order', ['v', '==', [{ j: 2, k: 'v' }, 1]], []],
    [
      '!= on a map leaves out the equal ones in any key order',
      ['v', '!=', { a: 1, b: { d: [true, null], c: 'z' } }],
      ['list', 'mapLess', 'one', 'quoted', 'str', 'two'],
    ],
    ['array-contains a map in another key order', ['l', 'array-contains', { b: [2, 3], a: 1 }], ['one']],
    ['array-contains-any [null] matches nothing', ['l', 'array-contains-any', [null]], []],
    [
      'array-contains-any skips null, finds the rest',
      ['l', 'array-contains-any', [null, 'y', 1]],
      ['one', 'two'],
    ],
    ['array-contains null matches nothing (refused before SQL)', ['l', 'array-contains', null], []],
    ['a Date compares as its ISO text', ['v', '==', new Date('2026-01-01T00:00:00Z')], []],
  ])('%s', (_, clause, expected) => {
    expect(db.ids(clause)).toEqual(expected);
    expect(db.ids(clause, false)).toEqual(expected);
    const matched = Object.entries(docs)
      .filter(([, doc]) => matchesWhere(doc, [clause]))
      .map(([id]) => id)
      .sort();
    // The live stream's matcher (@colmena/shared/query) answers the same.
    expect(matched).toEqual(expected);
  });

  it.each<[string, WhereClause, string]>([
    ['a range on a map', ['v', '<', { a: 1 }], 'bad_request'],
    ['an undefined inside a map', ['v', '==', { a: undefined }], 'value_undefined'],
    ['an empty in', ['v', 'in', []], 'bad_request'],
  ])('refuses %s', (_, clause, code) => {
    expect(() => db.ids(clause)).toThrow(expect.objectContaining({ code }));
    expect(() => db.ids(clause)).toThrow(AppError);
  });

  it('pins the rank of an in whose non-null values share a type', () => {
    const pinned = (value: unknown[]) =>
      compileWhere(['v', 'in', value], { tenant: 't', collection: 'c' }).pinned;
    expect(pinned([null, 1, 2])).toBe('rank');
    expect(pinned([1, 'x'])).toBeNull();
  });
});

/** Small values so that random documents and filters meet: maps from few keys, in any key order. */
const leaf = fc.oneof(fc.constantFrom(0, 1, 1.5, 'a', 'b', true, false), fc.constant(null));
const map = (inner: fc.Arbitrary<unknown>) =>
  fc
    .uniqueArray(fc.tuple(fc.constantFrom('a', 'b', 'c"', 'd.e'), inner), {
      selector: ([k]) => k,
      maxLength: 3,
    })
    .map((entries) => Object.fromEntries(entries));
const element = fc.oneof(leaf, map(leaf), map(map(leaf)));
const value = fc.oneof(element, fc.array(element, { maxLength: 3 }));
const ops = ['==', '!=', 'in', 'not-in', 'array-contains', 'array-contains-any'] as const;
const clauseArb = fc
  .tuple(
    fc.constantFrom('v', 'l'),
    fc.constantFrom(...ops),
    value,
    fc.array(element, { minLength: 1, maxLength: 3 }),
  )
  .map(([field, op, single, list]): WhereClause => {
    const listOp = op === 'in' || op === 'not-in' || op === 'array-contains-any';
    return [field, op, listOp ? list : single];
  });
const docArb = fc.record({ v: value, l: fc.array(element, { maxLength: 3 }) }, { requiredKeys: [] });

describe('compileWhere: the same answers as matchesWhere', () => {
  it('for maps in any key order, nested maps, arrays and nulls', () => {
    const db = openDb();
    fc.assert(
      fc.property(fc.array(docArb, { maxLength: 8 }), clauseArb, (list, clause) => {
        // array-contains null: refused before SQL (storeQueryProblem), nothing to compare.
        if (clause[1] === 'array-contains' && clause[2] === null) return;
        const byId = Object.fromEntries(list.map((doc, i) => [`d${i}`, doc]));
        db.seed(byId);
        const expected = Object.entries(byId)
          .filter(([, doc]) => matchesWhere(doc, [clause]))
          .map(([id]) => id)
          .sort();
        expect(db.ids(clause)).toEqual(expected);
        expect(db.ids(clause, false)).toEqual(expected);
      }),
      { numRuns: 1500 },
    );
  });
});

describe('equality with a long array', () => {
  it('compiles to a statement SQLite accepts (no AND chain 3,000 deep) and matches only that array', () => {
    const db = openDb();
    const long = Array.from({ length: 3000 }, (_, i) => i % 7);
    db.seed({ same: { A: long }, longer: { A: [...long, 1] }, other: { A: [1] } });
    expect(db.ids(['A', '==', long])).toEqual(['same']);
  });
});
