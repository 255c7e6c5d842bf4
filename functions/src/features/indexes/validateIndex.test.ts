import { describe, expect, it } from 'vitest';
import { validateIndex } from './validateIndex';

const field = (fieldPath: string, extra: object = { order: 'ASCENDING' }) => ({ fieldPath, ...extra });

describe('validateIndex', () => {
  it.each<[string, unknown, string]>([
    ['not an object', 'x', ''],
    ['no collection', { fields: [field('a'), field('b')] }, ''],
    [
      'a path as collection',
      { collectionGroup: 'a/b', fields: [field('a'), field('b')] },
      'invalid collection',
    ],
    [
      'group scope',
      { collectionGroup: 'c', queryScope: 'COLLECTION_GROUP', fields: [field('a'), field('b')] },
      'only collection scope is used',
    ],
    ['empty path segment', { collectionGroup: 'c', fields: [field('a.'), field('b')] }, 'invalid field path'],
    [
      'duplicate field',
      { collectionGroup: 'c', fields: [field('a'), field('a', { order: 'DESCENDING' })] },
      'a field appears twice',
    ],
    [
      'two arrays',
      {
        collectionGroup: 'c',
        fields: [field('a', { arrayConfig: 'CONTAINS' }), field('b', { arrayConfig: 'CONTAINS' })],
      },
      'at most one array field',
    ],
    [
      'ordered and array',
      {
        collectionGroup: 'c',
        fields: [field('a', { order: 'ASCENDING', arrayConfig: 'CONTAINS' }), field('b')],
      },
      'a field is either ordered or an array',
    ],
  ])('refuses %s', (_name, value, problem) => {
    const result = validateIndex(value);
    expect(result.ok).toBe(false);
    if (!result.ok && problem) expect(result.problem).toBe(problem);
  });

  it('accepts one field (the embedded store builds it only when declared)', () => {
    expect(validateIndex({ collectionGroup: 'c', fields: [field('a', { order: 'DESCENDING' })] })).toEqual({
      ok: true,
      index: {
        collectionGroup: 'c',
        queryScope: 'COLLECTION',
        fields: [field('a', { order: 'DESCENDING' })],
      },
    });
  });

  it('accepts and normalises: default order, collection scope, loose keys dropped', () => {
    expect(
      validateIndex({
        collectionGroup: 'proyectos',
        density: 'SPARSE_ALL',
        fields: [
          { fieldPath: 'Estado' },
          { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
          field('Name', { order: 'DESCENDING' }),
        ],
      }),
    ).toEqual({
      ok: true,
      index: {
        collectionGroup: 'proyectos',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'Estado', order: 'ASCENDING' },
          { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
          { fieldPath: 'Name', order: 'DESCENDING' },
        ],
      },
    });
  });
});
