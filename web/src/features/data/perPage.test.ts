import { describe, expect, it } from 'vitest';
import { clampPerPage, pageCount, pageItems, perPageStorageKey, readPerPage, writePerPage } from './perPage';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

describe('clampPerPage', () => {
  it.each([
    [4, 4],
    [50, 50],
    [3, 4],
    [51, 50],
    [0, 4],
    [12.4, 12],
    ['20', 20],
    ['', 12],
    ['many', 12],
    [null, 12],
    [Number.NaN, 12],
  ])('%j -> %i', (value, expected) => {
    expect(clampPerPage(value)).toBe(expected);
  });
});

describe('per-page memory', () => {
  it('is kept per user', () => {
    const storage = memoryStorage();
    writePerPage(storage, 'u-admin', 50);
    writePerPage(storage, 'u-client', 4);
    expect(readPerPage(storage, 'u-admin')).toBe(50);
    expect(readPerPage(storage, 'u-client')).toBe(4);
    expect(readPerPage(storage, 'u-other')).toBe(12);
  });

  it('stores the clamped value', () => {
    const storage = memoryStorage();
    expect(writePerPage(storage, 'u', 80)).toBe(50);
    expect(storage.values.get(perPageStorageKey('u'))).toBe('50');
  });

  it('reads a tampered value back into range', () => {
    expect(readPerPage(memoryStorage({ [perPageStorageKey('u')]: '1000' }), 'u')).toBe(50);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readPerPage(broken, 'u')).toBe(12);
    expect(writePerPage(broken, 'u', 20)).toBe(20);
    expect(readPerPage(null, 'u')).toBe(12);
  });
});

describe('paging', () => {
  const items = Array.from({ length: 11 }, (_, i) => i + 1);
  it.each([
    [0, 4, 1],
    [4, 4, 1],
    [5, 4, 2],
    [11, 4, 3],
    [11, 50, 1],
  ])('%i items at %i per page -> %i pages', (total, perPage, pages) => {
    expect(pageCount(total, perPage)).toBe(pages);
  });

  it.each([
    [1, 4, [1, 2, 3, 4]],
    [3, 4, [9, 10, 11]],
    [9, 4, [9, 10, 11]],
    [0, 4, [1, 2, 3, 4]],
    [1, 50, items],
  ])('page %i at %i per page', (page, perPage, expected) => {
    expect(pageItems(items, page, perPage)).toEqual(expected);
  });
});
