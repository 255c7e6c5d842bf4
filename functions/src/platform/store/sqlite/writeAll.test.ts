import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { statementCache } from '../../sqlite/statementCache';
import type { Write } from './applyWrite';
import type { CommittedChange } from './resumeLog';
import { createStoreSchema } from './schema';
import { knownKey, writeAll } from './writeAll';

let db: Database.Database;
let sql: ReturnType<typeof statementCache>;
let selects: number;

beforeEach(() => {
  db = new Database(':memory:');
  createStoreSchema(db);
  const cache = statementCache(db);
  selects = 0;
  sql = (text) => {
    if (text.startsWith('SELECT')) selects++;
    return cache(text);
  };
});
afterEach(() => db.close());

const stored = (collection: string, id: string) =>
  (
    db
      .prepare('SELECT data FROM documents WHERE tenant = ? AND collection = ? AND id = ?')
      .get('t', collection, id) as { data: string } | undefined
  )?.data ?? null;
/** Every change the writes made, in order (what the change log would keep). */
let logged: CommittedChange[] = [];
let lastSeq = 0;
beforeEach(() => {
  logged = [];
  lastSeq = 0;
});
/** `known`: what the transaction read, as JSON (no spilled array in these rows). */
const run = (writes: Write[], known?: Map<string, string | null>) => {
  const changes = db.transaction(() =>
    writeAll(
      sql,
      () => ++lastSeq,
      't',
      writes,
      () => false,
      known && new Map([...known].map(([key, json]) => [key, json === null ? null : { json, spill: null }])),
    ),
  )();
  logged.push(...changes);
  return changes;
};
const view = (c: CommittedChange) => ({ id: c.id, seq: c.seq, before: c.before(), after: c.after() });
const changeKinds = () => logged.map((c) => `${c.collection}:${c.id}:${c.kind}`);

describe('writeAll', () => {
  it('creates with a set alone: no read, before null', () => {
    const [change] = run([{ kind: 'set', collection: 'p', id: 'a', data: { n: 1 } }]);
    expect(view(change as CommittedChange)).toEqual({
      id: 'a',
      seq: 1,
      before: null,
      after: { n: 1, FireId: 'a', collection: 'p' },
    });
    expect(stored('p', 'a')).toBe('{"n":1}');
    expect(selects).toBe(0);
    // Parsed on demand, once: every watcher shares the one document.
    expect(change?.after()).toBe(change?.after());
    expect(change?.deleted).toBe(false);
  });

  it('replaces a document a set did not read, and tells what it replaced', () => {
    run([{ kind: 'set', collection: 'p', id: 'a', data: { n: 1, gone: true } }]);
    const [change] = run([{ kind: 'set', collection: 'p', id: 'a', data: { n: 2 } }]);
    expect(view(change as CommittedChange)).toEqual({
      id: 'a',
      seq: 2,
      before: { n: 1, gone: true, FireId: 'a', collection: 'p' },
      after: { n: 2, FireId: 'a', collection: 'p' },
    });
    expect(stored('p', 'a')).toBe('{"n":2}');
    expect(db.prepare('SELECT seq FROM documents WHERE id = ?').get('a')).toEqual({ seq: 2 });
    expect(changeKinds()).toEqual(['p:a:set', 'p:a:set']);
  });

  it('takes what the transaction read as the document before, for its first write to it only', () => {
    run([{ kind: 'set', collection: 'p', id: 'a', data: { n: 1 } }]);
    selects = 0;
    const known = new Map([
      [knownKey('p', 'a'), '{"n":1}'],
      [knownKey('p', 'new'), null],
    ]);
    const changes = run(
      [
        { kind: 'merge', collection: 'p', id: 'a', data: { m: 1 } },
        { kind: 'merge', collection: 'p', id: 'a', data: { k: 1 } },
        { kind: 'set', collection: 'p', id: 'new', data: { x: 1 } },
      ],
      known,
    );
    expect(changes.map(view).map((c) => [c.before, c.after])).toEqual([
      [
        { n: 1, FireId: 'a', collection: 'p' },
        { n: 1, m: 1, FireId: 'a', collection: 'p' },
      ],
      [
        { n: 1, m: 1, FireId: 'a', collection: 'p' },
        { n: 1, m: 1, k: 1, FireId: 'a', collection: 'p' },
      ],
      [null, { x: 1, FireId: 'new', collection: 'p' }],
    ]);
    expect(stored('p', 'a')).toBe('{"n":1,"m":1,"k":1}');
    // The second merge of `a` read it (the first one wrote it since the transaction's read).
    expect(selects).toBe(1);
  });

  it('deletes only what is there: a known-missing or missing document is no change', () => {
    run([{ kind: 'set', collection: 'p', id: 'a', data: { n: 1 } }]);
    expect(run([{ kind: 'delete', collection: 'p', id: 'b' }])).toEqual([]);
    expect(
      run([{ kind: 'delete', collection: 'p', id: 'a' }], new Map([[knownKey('p', 'a'), null]])),
    ).toEqual([]);
    const [change] = run([{ kind: 'delete', collection: 'p', id: 'a' }]);
    expect(view(change as CommittedChange)).toMatchObject({ before: { n: 1 }, after: null });
    expect(stored('p', 'a')).toBeNull();
    expect(changeKinds()).toEqual(['p:a:set', 'p:a:delete']);
  });

  it("keeps a log entry's own collection before and after a write, set or merge", () => {
    run([{ kind: 'set', collection: 'logs', id: 'l', data: { collection: 'proyectos', action: 'create' } }]);
    const [merged] = run([{ kind: 'merge', collection: 'logs', id: 'l', data: { action: 'edit' } }]);
    expect(view(merged as CommittedChange)).toMatchObject({
      before: { collection: 'proyectos', action: 'create', FireId: 'l' },
      after: { collection: 'proyectos', action: 'edit', FireId: 'l' },
    });
    const [replaced] = run([{ kind: 'set', collection: 'logs', id: 'l', data: { action: 'other' } }]);
    expect(view(replaced as CommittedChange)).toMatchObject({
      before: { collection: 'proyectos', action: 'edit' },
      after: { collection: 'logs', action: 'other' },
    });
  });

  it('writes the company document by its tenant', () => {
    const [change] = run([{ kind: 'set', collection: null, id: 't', data: { Name: 'Demo' } }]);
    expect(change?.after()).toMatchObject({ Name: 'Demo', FireId: 't' });
    const [merged] = run([{ kind: 'merge', collection: null, id: 't', data: { x: 1 } }]);
    expect(merged?.before()).toMatchObject({ Name: 'Demo' });
    expect(db.prepare('SELECT data FROM companies WHERE tenant = ?').get('t')).toEqual({
      data: '{"Name":"Demo","x":1}',
    });
  });
});
