import { describe, expect, it } from 'vitest';
import { definitionIndexes } from './definitionIndexes';

const base = {
  mainCollection: 'obras',
  mainSortField: 'Name',
  mainSortDir: 'asc' as const,
  secondarySortField: 'CreatedAt',
  secondarySortDir: 'desc' as const,
};

describe('definitionIndexes', () => {
  it.each([
    ['no journals, no owner field: none', {}, []],
    [
      'journals sorted by creation, newest first',
      { secondaryCollection: 'partes' },
      [
        {
          collectionGroup: 'partes',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'ProjectId', order: 'ASCENDING' },
            { fieldPath: 'CreatedAt', order: 'DESCENDING' },
          ],
        },
      ],
    ],
    [
      'journals sorted by ProjectId itself need no composite index',
      { secondaryCollection: 'partes', secondarySortField: 'ProjectId' },
      [],
    ],
    [
      'an owner field: the own-documents list, both ways',
      { ownerField: 'owners' },
      ['asc', 'desc'].map((dir) => ({
        collectionGroup: 'obras',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'owners', arrayConfig: 'CONTAINS' },
          { fieldPath: 'Name', order: dir === 'asc' ? 'ASCENDING' : 'DESCENDING' },
        ],
      })),
    ],
  ])('%s', (_, extra, expected) => {
    expect(definitionIndexes({ ...base, ...extra })).toEqual(expected);
  });
});
