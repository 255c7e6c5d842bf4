import { describe, expect, it } from 'vitest';
import { type PageSlice, pagePlan } from './pagePlan';

describe('pagePlan', () => {
  it.each<[string, number[], number, number, PageSlice[]]>([
    ['first page of one collection', [50], 1, 20, [{ index: 0, offset: 0, take: 20 }]],
    ['last, partial page', [50], 3, 20, [{ index: 0, offset: 40, take: 10 }]],
    ['past the end', [50], 4, 20, []],
    ['no collections', [], 1, 20, []],
    [
      'spans two collections',
      [5, 10],
      1,
      8,
      [
        { index: 0, offset: 0, take: 5 },
        { index: 1, offset: 0, take: 3 },
      ],
    ],
    ['skips a whole collection', [5, 10], 3, 3, [{ index: 1, offset: 1, take: 3 }]],
    [
      'skips empty collections',
      [0, 3, 0, 2],
      1,
      10,
      [
        { index: 1, offset: 0, take: 3 },
        { index: 3, offset: 0, take: 2 },
      ],
    ],
    ['exact boundary', [4, 4], 2, 4, [{ index: 1, offset: 0, take: 4 }]],
  ])('%s', (_name, counts, page, perPage, expected) => {
    expect(pagePlan(counts, page, perPage)).toEqual(expected);
  });
});
