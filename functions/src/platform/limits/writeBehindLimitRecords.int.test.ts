import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../sqlite/openDatabase';
import { SqliteStore } from '../store/sqlite/SqliteStore';
import type { LimitRecord } from './LimitRecords';
import { limitRecordId, limitRecordsSpace, storeLimitRecords } from './storeLimitRecords';
import { writeBehindLimitRecords } from './writeBehindLimitRecords';

let dir: string;
let file: string;
let store: SqliteStore;
/** A second connection to the file: it sees only what is committed (what a crash would leave). */
let observer: Database.Database;

const open = () => new SqliteStore(openDatabase(file));
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'colmena-limits-'));
  file = join(dir, 'colmena.db');
  store = open();
  observer = new Database(file, { readonly: true });
});
afterEach(async () => {
  observer.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The record committed for `key`, as another process would read it. */
const committed = (key: string): LimitRecord | null => {
  const row = observer
    .prepare('SELECT data FROM documents WHERE tenant = ? AND collection = ? AND id = ?')
    .get(limitRecordsSpace.tenant, limitRecordsSpace.collection, limitRecordId(key)) as
    | { data: string }
    | undefined;
  return row ? (JSON.parse(row.data) as LimitRecord) : null;
};

/** One more in a counter kept until 1000; refused (nothing kept) at `max`. */
const countUpTo = (max: number) => (current: LimitRecord | null) => {
  const n = Number(current?.n ?? 0);
  return n >= max ? { next: current, result: false } : { next: { n: n + 1 }, keepUntil: 1000, result: true };
};

describe('writeBehindLimitRecords', () => {
  it('counts exactly under concurrent changes, and writes every count behind', async () => {
    const records = writeBehindLimitRecords(store);
    const taken = await Promise.all(Array.from({ length: 30 }, () => records.change('k', 0, countUpTo(20))));
    expect(taken.filter(Boolean)).toHaveLength(20);
    await records.drain();
    expect(committed('k')).toMatchObject({ n: 20, limitKeepUntil: 1000 });
  });

  it('commits a change with the write that follows it, never after it (a crash loses neither alone)', async () => {
    const records = writeBehindLimitRecords(store);
    expect(await records.change('k', 0, countUpTo(5))).toBe(true);
    // What the counter let in, written at once after: once it is committed, the count is.
    await store.transaction('t', (tx) => tx.set('submissions', 's1', { ok: true }));
    expect(committed('k')).toMatchObject({ n: 1 });
    expect(await records.change('k', 0, countUpTo(5))).toBe(true);
    await store.transaction('t', (tx) => tx.set('submissions', 's2', { ok: true }));
    expect(committed('k')).toMatchObject({ n: 2 });
  });

  it('writes the changes of requests that arrive together once, each queued before its submission', async () => {
    const records = writeBehindLimitRecords(store);
    expect(await records.change('k', 0, countUpTo(100))).toBe(true);
    await records.drain();
    let limitWrites = 0;
    store.onCommit((changes) => {
      limitWrites += changes.filter((change) => change.collection === limitRecordsSpace.collection).length;
    });
    // A submission's transaction runs after the write of its count (the store runs them in the
    // order asked), so it reads the count it was let in by, pending or committed.
    const { tenant, collection } = limitRecordsSpace;
    let submitted = 0;
    const behind: string[] = [];
    const submit = (i: number) =>
      store.transaction(tenant, async (tx) => {
        submitted += 1;
        const counted = Number((await tx.get(collection, limitRecordId('k')))?.n ?? 0) - 1;
        if (counted < submitted) behind.push(`submission ${submitted} ran with ${counted} counted`);
        tx.set('submissions', `s${i}`, { ok: true });
      });
    // Ten requests handled in one turn of the event loop, each one's work running until it waits.
    await Promise.all(
      Array.from(
        { length: 10 },
        (_, i) =>
          new Promise<void>((resolve, reject) =>
            setImmediate(() => {
              records
                .change('k', 0, countUpTo(100))
                .then(async (ok) => {
                  if (ok) await submit(i);
                })
                .then(() => resolve(), reject);
            }),
          ),
      ),
    );
    expect(submitted).toBe(10);
    expect(behind).toEqual([]);
    expect(committed('k')).toMatchObject({ n: 11 });
    expect(limitWrites).toBe(1);
  });

  it('holds the limit across a restart, reading what an earlier process (or storeLimitRecords) kept', async () => {
    const first = writeBehindLimitRecords(store);
    for (let i = 0; i < 3; i++) expect(await first.change('k', 0, countUpTo(3))).toBe(true);
    await storeLimitRecords(store).change('old', 0, countUpTo(3));
    await first.drain();
    await store.close();
    store = open();
    const second = writeBehindLimitRecords(store);
    expect(await second.change('k', 10, countUpTo(3))).toBe(false);
    expect(await second.change('old', 10, countUpTo(3))).toBe(true);
    // Past its keepUntil a record reads as absent.
    expect(await second.change('k', 1000, countUpTo(3))).toBe(true);
  });

  it('reads again, exactly, a record it let go of past its capacity', async () => {
    const records = writeBehindLimitRecords(store, { capacity: 2 });
    for (const key of ['a', 'b', 'c', 'd', 'a', 'b', 'c', 'd'])
      expect(await records.change(key, 0, countUpTo(2))).toBe(true);
    expect(await records.change('a', 0, countUpTo(2))).toBe(false);
    expect(await records.change('d', 0, countUpTo(2))).toBe(false);
    await records.drain();
    expect(committed('a')).toMatchObject({ n: 2 });
  });

  it('changes several records in one step; an answer left out keeps nothing, a null forgets', async () => {
    const records = writeBehindLimitRecords(store);
    await records.changeAll(['a', 'b'], 0, ([a, b]) => ({
      next: [countUpTo(9)(a ?? null), countUpTo(9)(b ?? null)],
      result: undefined,
    }));
    await records.changeAll(['a', 'b'], 0, () => ({ next: [], result: undefined }));
    await records.changeAll(['b'], 0, () => ({ next: [{ next: null }], result: undefined }));
    await records.drain();
    expect(committed('a')).toMatchObject({ n: 1 });
    expect(committed('b')).toBeNull();
    expect(await records.change('b', 0, (current) => ({ next: current, result: current }))).toBeNull();
  });
});
