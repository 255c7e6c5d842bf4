import { describe, expect, it } from 'vitest';
import declaredFile from '../../../firestore.indexes.json';
import { type CompositeIndex, firestoreIndexesFileSchema, type IndexField } from './compositeIndex';
import { equalityFieldCount, findMissingIndex, indexCovers, requiredIndex } from './indexes';
import type { OrderBy, StoreQuery, WhereClause } from './storeQuery';

const q = (where: WhereClause[], orderBy?: OrderBy, collection = 'c'): StoreQuery => ({
  collection,
  where,
  limit: 10000,
  ...(orderBy ? { orderBy } : {}),
});
const asc = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });
const desc = (fieldPath: string): IndexField => ({ fieldPath, order: 'DESCENDING' });
const contains = (fieldPath: string): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' });
const idx = (fields: IndexField[], collectionGroup = 'c'): CompositeIndex => ({
  collectionGroup,
  queryScope: 'COLLECTION',
  fields,
});

describe('requiredIndex', () => {
  it.each<[string, StoreQuery, IndexField[] | null]>([
    ['no filters, no order', q([]), null],
    ['no filters, any order', q([], ['Name', 'desc']), null],
    ['one equality', q([['a', '==', 1]]), null],
    [
      'equalities only (index merging)',
      q([
        ['a', '==', 1],
        ['b', 'in', [1, 2]],
        ['c', '==', 3],
      ]),
      null,
    ],
    [
      'one field filtered and ordered',
      q(
        [
          ['a', '>', 1],
          ['a', '<', 9],
        ],
        ['a', 'desc'],
      ),
      null,
    ],
    ['one array filter', q([['tags', 'array-contains', 'x']]), null],
    [
      'equality + order',
      q([['ProjectId', '==', 'p']], ['CreatedAt', 'asc']),
      [asc('ProjectId'), asc('CreatedAt')],
    ],
    ['in + order desc', q([['a', 'in', [1]]], ['d', 'desc']), [asc('a'), desc('d')]],
    [
      'equality + range',
      q([
        ['a', '==', 1],
        ['r', '>', 2],
      ]),
      [asc('a'), asc('r')],
    ],
    [
      'equality + range ordered desc',
      q(
        [
          ['a', '==', 1],
          ['r', '>', 2],
        ],
        ['r', 'desc'],
      ),
      [asc('a'), desc('r')],
    ],
    ['range + other order', q([['r', '>=', 2]], ['o', 'desc']), [asc('r'), desc('o')]],
    ['!= + order', q([['s', '!=', 'x']], ['o', 'asc']), [asc('s'), asc('o')]],
    [
      'not-in + equality',
      q([
        ['s', 'not-in', ['x']],
        ['a', '==', 1],
      ]),
      [asc('a'), asc('s')],
    ],
    [
      'array + equality',
      q([
        ['owners', 'array-contains', 'c'],
        ['e', '==', 1],
      ]),
      [asc('e'), contains('owners')],
    ],
    [
      'array + order',
      q([['owners', 'array-contains', 'c']], ['Name', 'asc']),
      [contains('owners'), asc('Name')],
    ],
    [
      'everything in its place',
      q(
        [
          ['r', '<', 5],
          ['t', 'array-contains-any', ['x']],
          ['a', '==', 1],
        ],
        ['o', 'desc'],
      ),
      [asc('a'), contains('t'), asc('r'), desc('o')],
    ],
    [
      'order on an equality field',
      q(
        [
          ['a', '==', 1],
          ['b', '==', 2],
        ],
        ['a', 'desc'],
      ),
      [asc('a'), asc('b')],
    ],
    [
      'equality repeated on a field',
      q(
        [
          ['a', '==', 1],
          ['a', 'in', [1]],
        ],
        ['o', 'asc'],
      ),
      [asc('a'), asc('o')],
    ],
  ])('%s', (_name, query, fields) => {
    expect(requiredIndex(query)).toEqual(fields === null ? null : idx(fields));
  });

  it('names the query collection', () => {
    expect(requiredIndex(q([['a', '==', 1]], ['b', 'asc'], 'diarios'))?.collectionGroup).toBe('diarios');
  });
});

describe('indexCovers', () => {
  const required = idx([asc('a'), asc('b'), asc('r'), desc('o')]);
  it.each<[string, CompositeIndex, number, boolean]>([
    ['the same index', required, 2, true],
    ['the same index, no equality count', required, 0, true],
    ['equalities swapped', idx([asc('b'), asc('a'), asc('r'), desc('o')]), 2, true],
    ['equalities swapped without the count', idx([asc('b'), asc('a'), asc('r'), desc('o')]), 0, false],
    ['an equality declared descending', idx([desc('a'), asc('b'), asc('r'), desc('o')]), 2, true],
    ['a trailing __name__', idx([asc('a'), asc('b'), asc('r'), desc('o'), desc('__name__')]), 2, true],
    ['another collection', idx([asc('a'), asc('b'), asc('r'), desc('o')], 'other'), 2, false],
    [
      'collection-group scope',
      { ...idx([asc('a'), asc('b'), asc('r'), desc('o')]), queryScope: 'COLLECTION_GROUP' },
      2,
      false,
    ],
    ['no scope means collection', { collectionGroup: 'c', fields: required.fields }, 2, true],
    ['range moved into the prefix', idx([asc('a'), asc('r'), asc('b'), desc('o')]), 2, false],
    ['order direction differs', idx([asc('a'), asc('b'), asc('r'), asc('o')]), 2, false],
    ['range direction differs', idx([asc('a'), asc('b'), desc('r'), desc('o')]), 2, false],
    ['order and range swapped', idx([asc('a'), asc('b'), desc('o'), asc('r')]), 2, false],
    ['an extra field', idx([asc('a'), asc('b'), asc('r'), desc('o'), asc('z')]), 2, false],
    ['a field short', idx([asc('a'), asc('b'), asc('r')]), 2, false],
    ['an equality field repeated', idx([asc('a'), asc('a'), asc('r'), desc('o')]), 2, false],
    ['an equality field as array', idx([contains('a'), asc('b'), asc('r'), desc('o')]), 2, false],
  ])('%s', (_name, declared, count, expected) => {
    expect(indexCovers(declared, required, count)).toBe(expected);
  });

  it.each<[string, CompositeIndex, boolean]>([
    ['array config matches', idx([contains('owners'), asc('Name')]), true],
    ['array field ordered instead', idx([asc('owners'), asc('Name')]), false],
  ])('array fields: %s', (_name, declared, expected) => {
    expect(indexCovers(declared, idx([contains('owners'), asc('Name')]), 0)).toBe(expected);
  });
});

describe('equalityFieldCount', () => {
  it.each<[WhereClause[], number]>([
    [[], 0],
    [
      [
        ['a', '==', 1],
        ['b', 'in', [1]],
        ['r', '>', 1],
      ],
      2,
    ],
    [
      [
        ['a', '==', 1],
        ['a', 'in', [1]],
      ],
      1,
    ],
    [[['t', 'array-contains', 1]], 0],
  ])('%j -> %i', (where, count) => {
    expect(equalityFieldCount(q(where))).toBe(count);
  });
});

describe('findMissingIndex against firestore.indexes.json', () => {
  const declared = firestoreIndexesFileSchema.parse(declaredFile).indexes;

  it.each<[string, StoreQuery, IndexField[] | null]>([
    ['journals of a project by date', q([['ProjectId', '==', 'p-1']], ['CreatedAt', 'asc'], 'diarios'), null],
    [
      "journals of a project newest first (the demo's project widget w-project-summary)",
      q([['ProjectId', '==', 'p-1']], ['CreatedAt', 'desc'], 'diarios'),
      null,
    ],
    [
      'follow-ups of an incident by date',
      q([['ProjectId', '==', 'i-1']], ['CreatedAt', 'asc'], 'seguimientos'),
      null,
    ],
    ['own incidents by name', q([['owners', 'array-contains', 'c-1']], ['Name', 'asc'], 'incidencias'), null],
    [
      'tasks to me still open',
      q(
        [
          ['to', '==', 'u'],
          ['expires_on', '>', '2026'],
        ],
        ['expires_on', 'asc'],
        'tasksMessages',
      ),
      null,
    ],
    ['logs of a document, newest first', q([['document', '==', 'd']], ['date', 'desc'], 'logs'), null],
    ['a plain list', q([], ['Name', 'asc'], 'proyectos'), null],
    [
      'follow-ups of an incident newest first (not declared)',
      q([['ProjectId', '==', 'i-1']], ['CreatedAt', 'desc'], 'seguimientos'),
      [asc('ProjectId'), desc('CreatedAt')],
    ],
    [
      'own incidents newest first',
      q([['owners', 'array-contains', 'c-1']], ['CreatedAt', 'desc'], 'incidencias'),
      null,
    ],
    [
      'own incidents oldest first (every list sort is declared for owner-filtered lists)',
      q([['owners', 'array-contains', 'c-1']], ['CreatedAt', 'asc'], 'incidencias'),
      null,
    ],
    [
      'own incidents by state (a declared field the list sorts by: declared)',
      q([['owners', 'array-contains', 'c-1']], ['Estado', 'asc'], 'incidencias'),
      null,
    ],
    [
      'own incidents by project (not declared)',
      q([['owners', 'array-contains', 'c-1']], ['ProyectoId', 'asc'], 'incidencias'),
      [contains('owners'), asc('ProyectoId')],
    ],
  ])('%s', (_name, query, missing) => {
    expect(findMissingIndex(query, declared)).toEqual(
      missing === null ? null : idx(missing, query.collection),
    );
  });

  it('accepts equalities declared in another order', () => {
    const query = q(
      [
        ['a', '==', 1],
        ['b', '==', 2],
      ],
      ['o', 'asc'],
    );
    expect(findMissingIndex(query, [idx([asc('b'), asc('a'), asc('o')])])).toBeNull();
    expect(findMissingIndex(query, [])).toEqual(idx([asc('a'), asc('b'), asc('o')]));
  });
});

describe('firestoreIndexesFileSchema', () => {
  it('parses the repository file', () => {
    const parsed = firestoreIndexesFileSchema.parse(declaredFile);
    expect(parsed.indexes.length).toBeGreaterThan(0);
    expect(parsed.fieldOverrides).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['an empty file', {}],
    [
      'extra keys firebase-tools writes',
      { indexes: [{ ...idx([asc('a'), asc('b')]), density: 'SPARSE_ALL' }] },
    ],
    [
      'collection-group scope',
      { indexes: [{ ...idx([asc('a'), asc('b')]), queryScope: 'COLLECTION_GROUP' }] },
    ],
  ])('accepts %s', (_name, file) => {
    expect(firestoreIndexesFileSchema.safeParse(file).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ['indexes not a list', { indexes: {} }],
    ['no collectionGroup', { indexes: [{ fields: [asc('a')] }] }],
    ['no fields', { indexes: [idx([])] }],
    ['a bad order', { indexes: [idx([{ fieldPath: 'a', order: 'UP' } as unknown as IndexField])] }],
    [
      'order and arrayConfig together',
      { indexes: [idx([{ fieldPath: 'a', order: 'ASCENDING', arrayConfig: 'CONTAINS' }])] },
    ],
    ['an unknown scope', { indexes: [{ ...idx([asc('a')]), queryScope: 'DATABASE' }] }],
  ])('rejects %s', (_name, file) => {
    expect(firestoreIndexesFileSchema.safeParse(file).success).toBe(false);
  });
});
