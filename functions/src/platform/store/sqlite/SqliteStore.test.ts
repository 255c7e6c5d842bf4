import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIndexRegistry, type IndexRegistry } from '../indexRegistry';
import type { StoreQuery, WatchEvent, WhereClause } from '../Store';
import { ElementIndex } from './elementIndex';
import { ExpressionIndexes } from './expressionIndexes';
import { SqliteStore } from './SqliteStore';

let db: Database.Database;
let indexes: IndexRegistry;
let store: SqliteStore;

beforeEach(() => {
  db = new Database(':memory:');
  indexes = createIndexRegistry({
    initial: [
      {
        collectionGroup: 'p',
        fields: [
          { fieldPath: 'Status', order: 'ASCENDING' },
          { fieldPath: 'Name', order: 'ASCENDING' },
        ],
      },
      // One-field declarations: the embedded store builds a field's index only when declared.
      { collectionGroup: 'p', fields: [{ fieldPath: 'n', order: 'ASCENDING' }] },
      { collectionGroup: 'p', fields: [{ fieldPath: 'owner', order: 'ASCENDING' }] },
    ],
  });
  store = new SqliteStore(db, { indexes });
});
afterEach(() => store.close());

const ids = async (query: StoreQuery) => (await store.query('t', query)).map((d) => d.FireId);

describe('SQL safety', () => {
  it('treats field and collection names as data, never as SQL', async () => {
    await store.transaction('t', (tx) => tx.set("it's", 'a', { "O'Brien": 1, "Name') --": 2 }));
    expect(await ids({ collection: "it's", where: [["O'Brien", '==', 1]] })).toEqual(['a']);
    expect(await ids({ collection: "it's", orderBy: ["Name') --", 'asc'] })).toEqual(['a']);
    expect(await ids({ collection: "it's", where: [["Name' OR 1=1 --", '==', 'x']] })).toEqual([]);
    await expect(ids({ collection: 'p', where: [['a"b', '==', 'x']] })).rejects.toMatchObject({
      code: 'bad_request',
    });
  });

  it.each<[string, Partial<StoreQuery>, string]>([
    ['a fifth filter', { where: Array.from({ length: 5 }, (): WhereClause => ['n', '>', 0]) }, 'bad_request'],
    ['an unknown operator', { where: [['n', '~' as '==', 1]] }, 'bad_request'],
    ['an undefined value', { where: [['n', '==', undefined]] }, 'value_undefined'],
    ['an empty in', { where: [['n', 'in', []]] }, 'bad_request'],
    ['a range on a map', { where: [['n', '>', { a: 1 }]] }, 'bad_request'],
    [
      'two inequality fields',
      {
        where: [
          ['n', '>', 1],
          ['m', '<', 2],
        ],
      },
      'bad_request',
    ],
    ['a zero limit', { limit: 0 }, 'bad_request'],
    ['a collection path', { collection: 'a/b' }, 'bad_request'],
  ])('refuses %s', async (_, query, code) => {
    await expect(ids({ collection: 'p', ...query })).rejects.toMatchObject({ code });
  });
});

describe('prepared queries', () => {
  it('run a query of a prepared shape with its own values: rows, texts and counts', async () => {
    await store.transaction('t', (tx) => {
      tx.set('p', 'j1', { Status: 'a', Name: 'n1' });
      tx.set('p', 'j2', { Status: 'a', Name: 'n2' });
      tx.set('p', 'j3', { Status: 'b', Name: 'n3' });
    });
    // Declared (Status, Name): an equality and a range, both of them slotted values.
    const of = (status: string, name = 'n'): StoreQuery => ({
      collection: 'p',
      where: [
        ['Status', '==', status],
        ['Name', '>=', name],
      ],
    });
    const counts = (query: StoreQuery) => store.count('t', query);
    let inTransaction = -1;
    await store.transaction('t', async (tx) => {
      inTransaction = await tx.count(of('a', 'n2'));
    });
    expect(inTransaction).toBe(1);
    for (let round = 0; round < 2; round++) {
      expect(await ids(of('a'))).toEqual(['j1', 'j2']);
      expect(await ids(of('b'))).toEqual(['j3']);
      expect(await ids(of('a', 'n2'))).toEqual(['j2']);
      expect(await ids(of('c'))).toEqual([]);
      expect((await store.queryJson('t', of('b'))).map((text) => JSON.parse(text).FireId)).toEqual(['j3']);
      expect(await counts(of('a'))).toBe(2);
      expect(await counts(of('b', 'n4'))).toBe(0);
    }
  });
});

/** The query plan SQLite chooses for a store query, once the store has run it. */
async function planOf(query: StoreQuery): Promise<string> {
  await store.query('t', query);
  const { select } = store.compiled('t', query);
  const rows = db.prepare(`EXPLAIN QUERY PLAN ${select.sql}`).all(...select.params) as { detail: string }[];
  return rows.map((row) => row.detail).join(' | ');
}

describe('expression indexes', () => {
  beforeEach(async () => {
    await store.transaction('t', (tx) => {
      for (let i = 0; i < 500; i++) {
        const status = ['open', 'closed', 'waiting'][i % 3] as string;
        tx.set('p', `d${i}`, { Name: `N${(i * 37) % 500}`, Status: status, n: i, owner: `u${i % 50}` });
      }
    });
  });

  it.each<[string, StoreQuery]>([
    ['an order alone', { collection: 'p', orderBy: ['Name', 'asc'], limit: 50 }],
    ['an order alone, descending', { collection: 'p', orderBy: ['Name', 'desc'], limit: 50 }],
    [
      'a declared filter + order',
      { collection: 'p', where: [['Status', '==', 'open']], orderBy: ['Name', 'asc'] },
    ],
    ['a range and order on one field', { collection: 'p', where: [['n', '>=', 10]], orderBy: ['n', 'desc'] }],
    ['a range alone (ordered by its field)', { collection: 'p', where: [['Name', '<', 'N3']], limit: 50 }],
    ['an equality alone (ordered by id)', { collection: 'p', where: [['owner', '==', 'u7']] }],
    [
      'an equality on the order field',
      { collection: 'p', where: [['Name', '==', 'N1']], orderBy: ['Name', 'asc'] },
    ],
    [
      'the tasks a staff member gave (built in)',
      { collection: 'tasksMessages', where: [['from', '==', 'u7']] },
    ],
  ])('walk an index for %s, never sorting', async (_, query) => {
    const plan = await planOf(query);
    expect(plan).toMatch(/USING INDEX doc[xg]_/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  const sqliteIndexes = () =>
    (db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'index'").get() as { n: number }).n;
  const trackedFields = () =>
    (db.prepare('SELECT count(*) AS n FROM element_fields').get() as { n: number }).n;

  it('are never built for a query: undeclared fields are answered from the company’s documents', async () => {
    const before = [sqliteIndexes(), trackedFields()];
    await store.transaction('t', (tx) => tx.set('p', 'tagged', { tags: ['x', 'y'], w: 9, Name: 'Z' }));
    const undeclared: [StoreQuery, string[]][] = [
      [{ collection: 'p', where: [['w', '>', 1]] }, ['tagged']],
      [{ collection: 'p', where: [['w', '==', 9]] }, ['tagged']],
      [{ collection: 'p', where: [['tags', 'array-contains', 'y']] }, ['tagged']],
      [{ collection: 'p', where: [['tags', 'array-contains-any', ['q', 'x']]] }, ['tagged']],
      [{ collection: 'p', orderBy: ['w', 'desc'] }, ['tagged']],
    ];
    for (const [query, expected] of undeclared) {
      expect(await ids(query)).toEqual(expected);
      expect(await planOf(query)).not.toMatch(/USING INDEX docx_/);
    }
    expect([sqliteIndexes(), trackedFields()]).toEqual(before);
  });

  it('are built for declared indexes at open and when declared', async () => {
    const before = store.expressionIndexes.names().length;
    await indexes.add('t', {
      collectionGroup: 'p',
      fields: [
        { fieldPath: 'owner', order: 'ASCENDING' },
        { fieldPath: 'n', order: 'DESCENDING' },
      ],
    });
    expect(store.expressionIndexes.names()).toHaveLength(before + 1);
    // Declared again by another company: the same SQLite index serves both.
    await indexes.add('other', {
      collectionGroup: 'p',
      fields: [
        { fieldPath: 'owner', order: 'ASCENDING' },
        { fieldPath: 'n', order: 'DESCENDING' },
      ],
    });
    expect(store.expressionIndexes.names()).toHaveLength(before + 1);
    const plan = await planOf({ collection: 'p', where: [['owner', '==', 'u1']], orderBy: ['n', 'desc'] });
    expect(plan).not.toMatch(/TEMP B-TREE/);
    expect(
      await ids({ collection: 'p', where: [['owner', '==', 'u1']], orderBy: ['n', 'desc'], limit: 3 }),
    ).toEqual(['d451', 'd401', 'd351']);
  });

  it('read a declared composite index for its filter + order, though a built-in one also avoids the sort', async () => {
    // As the query bench: one project's newest journals among many. Sampled statistics made
    // the planner walk the built-in CreatedAt index through a hundred times the rows it needed.
    await indexes.add('t', {
      collectionGroup: 'j',
      fields: [
        { fieldPath: 'ProjectId', order: 'ASCENDING' },
        { fieldPath: 'CreatedAt', order: 'DESCENDING' },
      ],
    });
    const start = Date.UTC(2020, 0, 1);
    await store.transaction('t', (tx) => {
      for (let i = 0; i < 5000; i++)
        tx.set('j', `j${i}`, {
          ProjectId: `p${i % 100}`,
          CreatedAt: new Date(start + i * 60_000).toISOString(),
        });
    });
    db.exec('ANALYZE');
    const query: StoreQuery = {
      collection: 'j',
      where: [['ProjectId', '==', 'p42']],
      orderBy: ['CreatedAt', 'desc'],
      limit: 5,
    };
    expect(await planOf(query)).toMatch(/USING INDEX docx_/);
    expect(await ids(query)).toEqual(['j4942', 'j4842', 'j4742', 'j4642', 'j4542']);
  });

  it('serve a query run before they were declared (its prepared SQL is not kept past a declaration)', async () => {
    const equalities: StoreQuery = {
      collection: 'p',
      where: [
        ['Status', '==', 'open'],
        ['owner', '==', 'u7'],
      ],
    };
    const tagged: StoreQuery = { collection: 'p', where: [['tags', 'array-contains', 'x']] };
    await store.transaction('t', (tx) => tx.set('p', 'tagged', { tags: ['x'], Status: 'open', owner: 'u7' }));
    const before = [await ids(equalities), await ids(tagged)];
    expect(store.compiled('t', equalities).select.sql).not.toMatch(/INDEXED BY/);
    expect(store.compiled('t', tagged).select.sql).not.toMatch(/doc_elements/);
    await indexes.add('t', {
      collectionGroup: 'p',
      fields: [
        { fieldPath: 'Status', order: 'ASCENDING' },
        { fieldPath: 'owner', order: 'ASCENDING' },
      ],
    });
    await indexes.add('t', {
      collectionGroup: 'p',
      fields: [{ fieldPath: 'tags', arrayConfig: 'CONTAINS' }],
    });
    expect(store.compiled('t', equalities).select.sql).toMatch(/INDEXED BY "docx_/);
    expect(store.compiled('t', tagged).select.sql).toMatch(/doc_elements/);
    expect([await ids(equalities), await ids(tagged)]).toEqual(before);
  });

  it('are dropped at open when nothing declares them (built on a query by earlier versions)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'colmena-drop-')), 'db.sqlite');
    const first = new SqliteStore(new Database(file));
    await first.transaction('t', (tx) => tx.set('p', 'a', { zzz: 1, tags: ['x'] }));
    const oldDb = new Database(file);
    const name = `docx_${createHash('sha256')
      .update(JSON.stringify(['p', ['zzz']]))
      .digest('hex')
      .slice(0, 24)}`;
    oldDb.exec(
      `CREATE INDEX "${name}" ON documents (tenant, json_extract(data, '$.zzz'), id) WHERE collection = 'p'`,
    );
    new ElementIndex(oldDb).track('p', 'tags');
    oldDb.close();
    await first.close();

    const second = new SqliteStore(new Database(file));
    expect(second.expressionIndexes.names()).not.toContain(name);
    expect(second.expressionIndexes.tracksElements('p', 'tags')).toBe(false);
    expect(
      await second.query('t', { collection: 'p', where: [['tags', 'array-contains', 'x']] }),
    ).toHaveLength(1);
    await second.close();
  });

  it('leave chat threads out of the global ones (each of a thread’s writes re-parsed it for them), which still serve other collections', async () => {
    await store.transaction('t', (tx) => {
      tx.set('messages', 'th1', { Name: 'B', CreatedAt: '2026-01-02', participants: ['u1'] });
      tx.set('messages', 'th2', { Name: 'A', CreatedAt: '2026-01-01', participants: ['u1'] });
    });
    const threads: StoreQuery = { collection: 'messages', orderBy: ['Name', 'asc'] };
    expect(await ids(threads)).toEqual(['th2', 'th1']);
    expect(await planOf(threads)).not.toMatch(/docg_/);
    expect(await planOf({ collection: 'p', orderBy: ['CreatedAt', 'asc'] })).toMatch(
      /USING INDEX docg_createdat_outside_threads/,
    );
  });

  it('replace global ones an earlier version built without the threads’ guard', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'colmena-globals-')), 'db.sqlite');
    const oldDb = new Database(file);
    new SqliteStore(oldDb);
    oldDb.exec(
      "CREATE INDEX docg_name ON documents (tenant, collection, json_extract(data, '$.Name'), id) WHERE json_type(data, '$.Name') IS NOT NULL",
    );
    oldDb.close();
    const reopened = new SqliteStore(new Database(file));
    await reopened.transaction('t', (tx) => tx.set('p', 'a', { Name: 'x' }));
    expect(reopened.expressionIndexes.names()).not.toContain('docg_name');
    expect(reopened.expressionIndexes.names()).toContain('docg_name_outside_threads');
    expect(
      (await reopened.query('t', { collection: 'p', orderBy: ['Name', 'asc'] })).map((d) => d.FireId),
    ).toEqual(['a']);
    await reopened.close();
  });

  it('stay bounded whatever is declared: beyond the cap a declaration builds nothing, its queries still run', async () => {
    const capped = new ExpressionIndexes(db, undefined, undefined, { maxDeclared: 3 });
    const before = capped.names().length;
    for (let i = 0; i < 10; i++) capped.declare({ collectionGroup: 'p', fields: [{ fieldPath: `f${i}` }] });
    for (let i = 0; i < 10; i++)
      capped.declare({ collectionGroup: 'p', fields: [{ fieldPath: `a${i}`, arrayConfig: 'CONTAINS' }] });
    expect(capped.names().length - before).toBe(3);
    expect(
      Array.from({ length: 10 }, (_, i) => capped.tracksElements('p', `a${i}`)).filter(Boolean),
    ).toHaveLength(3);
  });

  it('keep statistics so the planner prefers a selective index to a collection scan', () => {
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_stat1 WHERE tbl = 'documents'").get()).not.toEqual({
      n: 0,
    });
  });
});

describe('watch fan-out', () => {
  it('sends nothing to subscriptions of other collections or tenants', async () => {
    const heard: string[] = [];
    const stops = Array.from({ length: 1000 }, (_, i) =>
      store.watch(i % 2 ? 'other' : 't', { collection: i % 2 ? 'p' : `c${i}` }, (e) => heard.push(e.kind)),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toHaveLength(1000);
    const started = performance.now();
    for (let i = 0; i < 100; i++) await store.transaction('t', (tx) => tx.set('p', `x${i}`, { n: i }));
    const perCommit = (performance.now() - started) / 100;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toHaveLength(1000);
    expect(perCommit).toBeLessThan(5);
    for (const stop of stops) stop();
  });
});

describe('shared watch views', () => {
  it('serves subscriptions to one query from one view, and drops it with the last one', async () => {
    const query: StoreQuery = { collection: 'p', orderBy: ['n', 'asc'], limit: 2 };
    const a: string[] = [];
    const b: string[] = [];
    const record = (into: string[]) => (e: WatchEvent) =>
      into.push(e.kind === 'changes' ? e.changes.map((c) => `${c.type}:${c.doc.FireId}`).join() : e.kind);
    const stopA = store.watch('t', query, record(a));
    const stopB = store.watch('t', query, record(b));
    const stopC = store.watch('t', { ...query, limit: 3 }, () => undefined);
    expect(store.watching()).toEqual({ subscriptions: 3, views: 2 });

    await store.transaction('t', (tx) => tx.set('p', 'x', { n: 1 }));
    await Promise.resolve();
    stopA();
    stopA();
    expect(store.watching()).toEqual({ subscriptions: 2, views: 2 });
    await store.transaction('t', (tx) => tx.set('p', 'y', { n: 0 }));
    await Promise.resolve();
    expect(a).toEqual(['snapshot', 'added:x']);
    expect(b).toEqual(['snapshot', 'added:x', 'added:y']);
    stopB();
    stopC();
    expect(store.watching()).toEqual({ subscriptions: 0, views: 0 });
  });
});
