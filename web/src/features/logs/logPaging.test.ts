import type { StoredDoc } from '@colmena/shared';
import {
  applyQuery,
  findMissingIndex,
  firestoreIndexesFileSchema,
  toStoreQuery,
} from '@colmena/shared/query';
import { describe, expect, it } from 'vitest';
import {
  currentCursor,
  type LogCursor,
  logsPageSize,
  logsQuery,
  olderCursor,
  pageFromDocs,
  pagerReducer,
} from './logPaging';

const all = { document: null, user: null };

describe('logsQuery', () => {
  it.each([
    [all, null, { collection: 'logs', where: [], orderBy: ['date', 'desc'], limit: 26 }],
    [
      { document: 'p1', user: null },
      null,
      { collection: 'logs', where: [['document', '==', 'p1']], orderBy: ['date', 'desc'], limit: 26 },
    ],
    [
      { document: null, user: 'u1' },
      { date: '2026-01-02T00:00:00.000Z', skip: 3 },
      {
        collection: 'logs',
        where: [
          ['user', '==', 'u1'],
          ['date', '<=', '2026-01-02T00:00:00.000Z'],
        ],
        orderBy: ['date', 'desc'],
        limit: 29,
      },
    ],
  ])('filters %j from cursor %j', (filters, cursor, expected) => {
    expect(logsQuery(filters, cursor)).toEqual(expected);
  });

  it('never asks for more than the query limit', () => {
    expect(logsQuery(all, { date: 'x', skip: 20000 }).limit).toBe(10000);
  });

  it('needs no composite index without filters, and the declared one for a document', async () => {
    const { readFile } = await import('node:fs/promises');
    const file = firestoreIndexesFileSchema.parse(
      JSON.parse(await readFile(new URL('../../../../firestore.indexes.json', import.meta.url), 'utf8')),
    );
    const cursor = { date: '2026-01-01T00:00:00.000Z', skip: 1 };
    for (const filters of [all, { document: 'p1', user: null }]) {
      for (const at of [null, cursor]) {
        expect(findMissingIndex(toStoreQuery(logsQuery(filters, at)), file.indexes)).toBeNull();
      }
    }
  });
});

/** A log store of `count` entries, `sameDate` of them (the newest) written by one command. */
function logs(count: number, sameDate = 0): StoredDoc[] {
  return Array.from({ length: count }, (_, i) => ({
    FireId: `log${String(i).padStart(3, '0')}`,
    collection: 'logs',
    date:
      i < sameDate ? '2026-06-01T00:00:00.000Z' : new Date(Date.UTC(2026, 0, 1) + i * 60000).toISOString(),
    action: 'create',
  }));
}

/** Walks every page as the screen does, running each query on the documents like a store. */
function walk(store: StoredDoc[]): string[][] {
  const pages: string[][] = [];
  let cursor: LogCursor | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const docs = applyQuery(store, toStoreQuery(logsQuery(all, cursor)));
    const page = pageFromDocs(docs, cursor);
    pages.push(page.entries.map((entry) => entry.FireId));
    if (!page.hasOlder) return pages;
    cursor = olderCursor(page.entries, cursor);
    if (!cursor) throw new Error('an older page without a cursor');
  }
  throw new Error('paging never ended');
}

describe('paging through the logs', () => {
  it.each([
    ['no logs', 0, 0],
    ['one page exactly', 25, 0],
    ['one more than a page', 26, 0],
    ['several pages', 80, 0],
    ['one command wrote 60 logs with one date', 100, 60],
    ['every log has the same date', 57, 57],
  ])('%s: every entry once, newest first', (_name, count, sameDate) => {
    const store = logs(count, sameDate);
    const pages = walk(store);
    const seen = pages.flat();
    const expected = applyQuery(store, {
      collection: 'logs',
      where: [],
      orderBy: ['date', 'desc'],
      limit: 10000,
    });
    expect(seen).toEqual(expected.map((doc) => doc.FireId));
    expect(pages.every((page) => page.length <= logsPageSize)).toBe(true);
    expect(pages.slice(0, -1).every((page) => page.length === logsPageSize)).toBe(true);
  });

  it('knows there is an older page only when the extra entry came', () => {
    expect(pageFromDocs(logs(25), null).hasOlder).toBe(false);
    expect(pageFromDocs(logs(26), null)).toMatchObject({ hasOlder: true, entries: { length: 25 } });
  });

  it('the older cursor is the last date shown, counting the entries of that date already shown', () => {
    const page = logs(30, 28).slice(0, 25);
    expect(olderCursor(page, null)).toEqual({ date: '2026-06-01T00:00:00.000Z', skip: 25 });
    expect(olderCursor(page, { date: '2026-06-01T00:00:00.000Z', skip: 25 })).toEqual({
      date: '2026-06-01T00:00:00.000Z',
      skip: 50,
    });
    expect(olderCursor([], null)).toBeNull();
    expect(olderCursor([{ FireId: 'x', collection: 'logs' }], null)).toBeNull();
  });
});

describe('pager', () => {
  const a = { date: 'a', skip: 1 };
  const b = { date: 'b', skip: 1 };

  it('goes older, newer and back to the newest page', () => {
    let state = pagerReducer([], { type: 'older', cursor: a });
    state = pagerReducer(state, { type: 'older', cursor: b });
    expect(currentCursor(state)).toEqual(b);
    state = pagerReducer(state, { type: 'newer' });
    expect(currentCursor(state)).toEqual(a);
    state = pagerReducer(state, { type: 'newer' });
    expect(currentCursor(state)).toBeNull();
    expect(pagerReducer(state, { type: 'newer' })).toEqual([]);
    expect(pagerReducer([a, b], { type: 'reset' })).toEqual([]);
  });
});
