import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyQuery, type StoreQuery as SharedQuery } from '@colmena/shared/query';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createIndexRegistry } from '../indexRegistry';
import type { StoreQuery } from '../Store';
import { normaliseQuery } from './compileQuery';
import { logEntriesTable } from './logEntries';
import { SqliteStore } from './SqliteStore';

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..', '..');
const tenant = 'demo';

/** A store with the deployment's indexes (those of logs among them), on a database of its own. */
function openStore(db = new Database(':memory:')) {
  const store = new SqliteStore(db, {
    indexes: createIndexRegistry({ file: join(repoRoot, 'firestore.indexes.json') }),
  });
  return { db, store };
}

const users = ['u-admin', 'u-ana', 'u-luis'];
const documents = ['p-1', 'p-2', 'p-3', 'demo'];
/** 60 entries: every user writes every document, on dates out of order, two of them alike. */
const entries = Array.from({ length: 60 }, (_, i) => ({
  id: `cmd-${String(i).padStart(2, '0')}`,
  body: {
    date: `2026-03-${String(1 + ((i * 7) % 28)).padStart(2, '0')}T10:00:00.000Z`,
    action: i % 5 === 0 ? 'modification' : 'create',
    user: users[i % users.length] as string,
    document: documents[i % documents.length] as string,
    collection: i % 2 === 0 ? 'proyectos' : 'diarios',
    command: `cmd-${i}`,
  },
}));

async function seeded() {
  const opened = openStore();
  await opened.store.transaction(tenant, (tx) => {
    for (const { id, body } of entries) tx.set('logs', id, body);
  });
  return opened;
}

const logs = (query: Omit<StoreQuery, 'collection'>): StoreQuery => ({ collection: 'logs', ...query });

/** What Firestore answers, by the shared query model, from the entries as read back. */
function expected(query: StoreQuery) {
  const docs = entries.map(({ id, body }) => ({ ...body, FireId: id }));
  return applyQuery(docs, normaliseQuery(query) as SharedQuery).map((doc) => doc.FireId);
}

describe('log entries (their own table, date, user and document as columns)', () => {
  it('are kept in log_entries with their columns, and read back with their own collection', async () => {
    const { db, store } = await seeded();
    expect(db.prepare("SELECT count(*) AS n FROM documents WHERE collection = 'logs'").get()).toEqual({
      n: 0,
    });
    expect(
      db.prepare(`SELECT "date", "user", "document" FROM ${logEntriesTable} WHERE id = 'cmd-07'`).get(),
    ).toEqual({ date: entries[7]?.body.date, user: 'u-ana', document: 'demo' });
    expect(await store.get(tenant, 'logs', 'cmd-07')).toEqual({ ...entries[7]?.body, FireId: 'cmd-07' });
    await store.close();
  });

  it.each<[string, Omit<StoreQuery, 'collection'>]>([
    ['the newest', { orderBy: ['date', 'desc'], limit: 10 }],
    ['the oldest', { orderBy: ['date', 'asc'], limit: 7 }],
    [
      "a document's, newest first",
      { where: [['document', '==', 'p-2']], orderBy: ['date', 'desc'], limit: 50 },
    ],
    ["a user's, newest first", { where: [['user', '==', 'u-luis']], orderBy: ['date', 'desc'], limit: 50 }],
    [
      "a document's by one user",
      {
        where: [
          ['document', '==', 'p-1'],
          ['user', '==', 'u-ana'],
        ],
        orderBy: ['date', 'desc'],
        limit: 50,
      },
    ],
    [
      'a range of dates',
      {
        where: [
          ['date', '>=', '2026-03-10'],
          ['date', '<', '2026-03-20'],
        ],
        limit: 60,
      },
    ],
    [
      'users among a list',
      { where: [['user', 'in', ['u-ana', 'u-luis']]], orderBy: ['date', 'desc'], limit: 60 },
    ],
    ['users not in a list', { where: [['user', 'not-in', ['u-ana']]], limit: 60 }],
    ['a document that is not', { where: [['document', '!=', 'demo']], limit: 60 }],
    ['a number where text is kept', { where: [['document', '==', 5]], limit: 60 }],
    ['a number range on a text column', { where: [['date', '>', 3]], limit: 60 }],
    ['!= a number (every entry with the field)', { where: [['user', '!=', 7]], limit: 60 }],
    ['null (no entry has it)', { where: [['document', '==', null]], limit: 60 }],
    ['a field kept only in the JSON', { where: [['collection', '==', 'diarios']], limit: 60 }],
    [
      'by the JSON and a column',
      {
        where: [
          ['action', '==', 'modification'],
          ['user', '==', 'u-admin'],
        ],
        limit: 60,
      },
    ],
  ])('answer %s as the query model does', async (_name, query) => {
    const { store } = await seeded();
    const answer = await store.query(tenant, logs(query));
    expect(answer.map((doc) => doc.FireId)).toEqual(expected(logs(query)));
    expect(await store.count(tenant, logs(query))).toBe(expected(logs({ ...query, limit: 1000 })).length);
    await store.close();
  });

  it("reads a document's entries from its index over the columns, in order", async () => {
    const { db, store } = await seeded();
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT id FROM ${logEntriesTable} WHERE tenant = ? AND collection = 'logs' ` +
          `AND "document" = ? AND "date" IS NOT NULL ORDER BY "date" DESC, id DESC LIMIT 50`,
      )
      .all(tenant, 'p-1') as { detail: string }[];
    const details = plan.map((row) => row.detail).join(' | ');
    expect(details).toMatch(/USING INDEX logx_/);
    expect(details).not.toMatch(/TEMP B-TREE/);
    await store.close();
  });

  it('refuses an entry whose date, user or document is not text, writing nothing', async () => {
    const { store } = openStore();
    for (const body of [{ date: 5 }, { user: null }, { document: { id: 'x' } }]) {
      await expect(store.transaction(tenant, (tx) => tx.set('logs', 'bad', body))).rejects.toMatchObject({
        code: 'invalid_change',
      });
    }
    expect(await store.get(tenant, 'logs', 'bad')).toBeNull();
    await store.close();
  });

  it('are moved out of documents, where an earlier version kept them, with their seqs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'colmena-logs-'));
    try {
      const { db, store } = await seeded();
      const before = await store.query(tenant, logs({ orderBy: ['date', 'desc'], limit: 100 }));
      const rows = db.prepare(`SELECT tenant, collection, id, seq, data FROM ${logEntriesTable}`).all() as {
        tenant: string;
        collection: string;
        id: string;
        seq: number;
        data: string;
      }[];
      await store.close();
      // As an earlier version left them: in `documents`, and no table of their own.
      const file = join(dir, 'earlier.db');
      await openStore(new Database(file)).store.close();
      const earlier = new Database(file);
      earlier.exec(`DROP TABLE ${logEntriesTable}`);
      const insert = earlier.prepare(
        'INSERT INTO documents (tenant, collection, id, seq, data) VALUES (?, ?, ?, ?, ?)',
      );
      for (const row of rows) insert.run(row.tenant, row.collection, row.id, row.seq, row.data);
      earlier.close();

      const { db: moved, store: again } = openStore(new Database(file));
      expect(moved.prepare("SELECT count(*) AS n FROM documents WHERE collection = 'logs'").get()).toEqual({
        n: 0,
      });
      expect(
        moved
          .prepare(`SELECT min(seq) AS low, count(*) AS n, count("user") AS users FROM ${logEntriesTable}`)
          .get(),
      ).toEqual({ low: Math.min(...rows.map((row) => row.seq)), n: 60, users: 60 });
      expect(await again.query(tenant, logs({ orderBy: ['date', 'desc'], limit: 100 }))).toEqual(before);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
