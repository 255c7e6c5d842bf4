import { valuesEqual } from '@colmena/shared/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredDoc } from '../../platform/store/Store';
import { createTestApp, type TestApp } from '../../testing/testApp';

/**
 * The logs screen (/logs/{documentid}/{userid}) pages through `POST /api/query` with the bodies
 * web/src/features/logs/logPaging.ts builds; they are rebuilt here as they are sent (functions
 * never imports web): newest first, 25 a page plus one to know whether an older page exists,
 * and an older page starting at the last date shown, skipping the entries of that date already
 * shown (one command logs several documents under one date).
 */
const pageSize = 25;
interface Cursor {
  date: string | number;
  skip: number;
}
interface Filters {
  document: string | null;
  user: string | null;
}

function logsQuery(filters: Filters, cursor: Cursor | null) {
  const where: [string, string, unknown][] = [];
  if (filters.document !== null) where.push(['document', '==', filters.document]);
  if (filters.user !== null) where.push(['user', '==', filters.user]);
  if (cursor) where.push(['date', '<=', cursor.date]);
  return { collection: 'logs', where, orderBy: ['date', 'desc'], limit: (cursor?.skip ?? 0) + pageSize + 1 };
}

function olderCursor(entries: StoredDoc[], current: Cursor | null): Cursor | null {
  const date = entries.at(-1)?.date;
  if (typeof date !== 'string' && typeof date !== 'number') return null;
  const shownHere = entries.filter((entry) => valuesEqual(entry.date, date)).length;
  const shownBefore = current && valuesEqual(current.date, date) ? current.skip : 0;
  return { date, skip: shownBefore + shownHere };
}

const demo = 'demo.localhost:8080';
let t: TestApp;
const cookies: Record<string, string> = {};
let n = 0;

async function command(who: string, type: string, payload: unknown) {
  t.clock.advance(1000);
  const res = await t.request(demo, '/api/commands', {
    method: 'POST',
    headers: { cookie: cookies[who] ?? '' },
    json: { id: `logs-${++n}`, type, payload },
  });
  const outcome = (await res.json()) as { status: string };
  expect(outcome.status).toBe('applied');
}

async function query(body: unknown): Promise<StoredDoc[]> {
  const res = await t.request(demo, '/api/query', {
    method: 'POST',
    headers: { cookie: cookies.admin ?? '' },
    json: body,
  });
  const answer = (await res.json()) as { docs: StoredDoc[] };
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return answer.docs;
}

/** Every page of one filter, as the screen walks them with "older". */
async function allPages(filters: Filters) {
  const pages: StoredDoc[][] = [];
  const cursors: Cursor[] = [];
  let cursor: Cursor | null = null;
  for (;;) {
    const docs = await query(logsQuery(filters, cursor));
    const rest = docs.slice(cursor?.skip ?? 0);
    const entries = rest.slice(0, pageSize);
    pages.push(entries);
    if (rest.length <= pageSize) return { pages, cursors };
    cursor = olderCursor(entries, cursor);
    if (!cursor) throw new Error('no cursor for an older page');
    cursors.push(cursor);
  }
}

/** What the filter must show in all: every log entry of the store that matches it. */
async function expected(filters: Filters): Promise<string[]> {
  const logs = await t.deps.store.query('demo', { collection: 'logs', where: [], limit: 10000 });
  return logs
    .filter(
      (log) =>
        (filters.document === null || log.document === filters.document) &&
        (filters.user === null || log.user === filters.user),
    )
    .map((log) => log.FireId)
    .sort();
}

function expectNewestFirst(pages: StoredDoc[][]) {
  const dates = pages.flat().map((entry) => String(entry.date));
  expect(dates).toEqual([...dates].sort().reverse());
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'employee']) cookies[who] = await t.signIn(demo, `${who}@demo.test`);
  // Oldest first: the admin's project with journals, removed in one command (one date, many logs)...
  await command('admin', 'document.create', {
    collection: 'proyectos',
    docId: 'p-bulk',
    data: { Name: 'Bulk' },
  });
  for (let i = 0; i < 8; i++) {
    await command('employee', 'document.create', {
      collection: 'diarios',
      data: { ProjectId: 'p-bulk', Name: `j${i}` },
    });
  }
  await command('admin', 'project.deleteData', { collKey: 'proyectos', projectId: 'p-bulk' });
  // ...then the employee's 28 changes of one project, and the admin's 20 newer ones.
  await command('admin', 'document.create', {
    collection: 'proyectos',
    docId: 'p-logs',
    data: { Name: 'Logs' },
  });
  for (let i = 0; i < 28; i++) {
    await command('employee', 'document.merge', { collection: 'proyectos', docId: 'p-logs', data: { n: i } });
  }
  for (let i = 0; i < 20; i++) {
    await command('admin', 'document.merge', { collection: 'proyectos', docId: 'p-logs', data: { a: i } });
  }
});
afterAll(() => t.close());

describe('logs paging through POST /api/query', () => {
  it('user filter (/logs/false/u-admin): every entry once, newest first, a page boundary inside one command', async () => {
    const filters = { document: null, user: 'u-admin' };
    const { pages, cursors } = await allPages(filters);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    // The first page ends inside the deletion's entries: the older page skips those shown.
    expect(cursors[0]?.skip).toBeGreaterThan(1);
    const shown = pages.flat().map((entry) => entry.FireId);
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown].sort()).toEqual(await expected(filters));
    expectNewestFirst(pages);
  });

  it('document + user filter (/logs/p-logs/u-employee)', async () => {
    const filters = { document: 'p-logs', user: 'u-employee' };
    const { pages } = await allPages(filters);
    expect(pages.map((page) => page.length)).toEqual([25, 3]);
    for (const entry of pages.flat()) expect(entry).toMatchObject({ document: 'p-logs', user: 'u-employee' });
    expect(
      pages
        .flat()
        .map((entry) => entry.FireId)
        .sort(),
    ).toEqual(await expected(filters));
    expectNewestFirst(pages);
  });

  it('document filter (/logs/p-logs/false) and no filter (/logs/false/false)', async () => {
    for (const filters of [
      { document: 'p-logs', user: null },
      { document: null, user: null },
    ]) {
      const { pages } = await allPages(filters);
      expect(pages.length).toBeGreaterThanOrEqual(2);
      expect(
        pages
          .flat()
          .map((entry) => entry.FireId)
          .sort(),
      ).toEqual(await expected(filters));
      expectNewestFirst(pages);
    }
  });
});
