import { describe, expect, it } from 'vitest';
import { pageCount, pageFromParam } from './publicPaging';

describe('pageFromParam', () => {
  it.each<[string | null, number]>([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['10000', 10_000],
    ['10001', 1],
  ])('%j → %i', (value, page) => {
    expect(pageFromParam(value)).toBe(page);
  });
});

describe('pageCount', () => {
  it.each<[number, number, number]>([
    [0, 12, 1],
    [1, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [6, 4, 2],
  ])('%i documents, %i per page → %i pages', (total, perPage, pages) => {
    expect(pageCount(total, perPage)).toBe(pages);
  });
});
