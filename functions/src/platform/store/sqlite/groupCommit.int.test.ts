import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../sqlite/openDatabase';
import type { StoredDoc, StoreTransaction, WatchEvent } from '../Store';
import { largeMemberWrites } from './groupCommit';
import { SqliteStore } from './SqliteStore';

let dir: string;
let file: string;
let store: SqliteStore;
let db: Database.Database;
/** A second connection to the same file: it sees only what is committed. */
let observer: Database.Database;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'colmena-group-'));
  file = join(dir, 'colmena.db');
  db = openDatabase(file);
  store = new SqliteStore(db);
  observer = new Database(file, { readonly: true });
});
afterEach(async () => {
  observer.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const committedIds = (collection: string) =>
  (
    observer.prepare('SELECT id FROM documents WHERE collection = ? ORDER BY id').all(collection) as {
      id: string;
    }[]
  ).map((row) => row.id);

/** Lets the queued transactions run their callbacks and apply their writes (not the commit's turn). */
const settleMicrotasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

describe('group commit', () => {
  it('commits the transactions that finish in one turn together: watchers hear one change', async () => {
    const events: WatchEvent[] = [];
    const stop = store.watch('t', { collection: 'rooms' }, (event) => events.push(event));
    await settleMicrotasks();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => store.transaction('t', (tx) => tx.set('rooms', `r${i}`, { i }))),
    );
    await settleMicrotasks();
    expect(events.map((e) => e.kind)).toEqual(['snapshot', 'changes']);
    const changes = events[1]?.kind === 'changes' ? events[1].changes : [];
    expect(changes).toHaveLength(10);
    expect(committedIds('rooms')).toHaveLength(10);
    stop();
  });

  it('lets each transaction of a group read what the ones before it wrote: no lost update', async () => {
    await store.transaction('t', (tx) => tx.set('counters', 'c', { n: 0 }));
    await Promise.all(
      Array.from({ length: 100 }, () =>
        store.transaction('t', async (tx) => {
          const n = Number((await tx.get('counters', 'c'))?.n);
          tx.set('counters', 'c', { n: n + 1 });
        }),
      ),
    );
    expect((await store.get('t', 'counters', 'c'))?.n).toBe(100);
  });

  it('answers a transaction only once its writes are committed', async () => {
    let answered = false;
    const pending = store
      .transaction('t', (tx) => tx.set('rooms', 'a', {}))
      .then(() => {
        answered = true;
      });
    await settleMicrotasks();
    expect(answered).toBe(false);
    expect(committedIds('rooms')).toEqual([]);
    await pending;
    expect(committedIds('rooms')).toEqual(['a']);
  });

  it('commits what is pending before a read outside a transaction: never an uncommitted write', async () => {
    const pending = store.transaction('t', (tx) => tx.set('rooms', 'a', { v: 1 }));
    await settleMicrotasks();
    expect(committedIds('rooms')).toEqual([]);
    expect(await store.get('t', 'rooms', 'a')).toMatchObject({ v: 1 });
    expect(committedIds('rooms')).toEqual(['a']);
    await pending;

    const next = store.transaction('t', (tx) => tx.set('rooms', 'b', { v: 2 }));
    await settleMicrotasks();
    const seen: string[] = [];
    store.watch('t', { collection: 'rooms' }, (event) => {
      if (event.kind === 'snapshot') seen.push(...event.docs.map((d) => d.FireId));
    });
    expect(committedIds('rooms')).toEqual(['a', 'b']);
    await next;
    expect(seen).toEqual(['a', 'b']);
  });

  it('leaves the group pending for a read of a document it does not write, which reads as committed', async () => {
    await store.transaction('t', (tx) => tx.set('forms', 'f', { v: 1 }));
    const pending = store.transaction('t', (tx) => {
      tx.set('rooms', 'a', { v: 1 });
      tx.set('forms', 'g', { v: 2 });
    });
    await settleMicrotasks();
    expect(await store.get('t', 'forms', 'f')).toMatchObject({ v: 1 });
    // Written by the pending group but not committed: reads as absent, and nothing committed yet.
    expect(await store.get('u', 'rooms', 'a')).toBeNull();
    expect(await store.get('t', 'forms', 'a')).toBeNull();
    expect(committedIds('rooms')).toEqual([]);
    // Its own document: the group commits first.
    expect(await store.get('t', 'forms', 'g')).toMatchObject({ v: 2 });
    expect(committedIds('rooms')).toEqual(['a']);
    await pending;
  });

  it('sees a company written earlier in the same group, and serves the committed one from memory', async () => {
    await store.transaction('t', (tx) => tx.setCompany({ Name: 'Old' }));
    expect((await store.getCompany('t'))?.Name).toBe('Old');
    const [, seen] = await Promise.all([
      store.transaction('t', (tx) => tx.mergeCompany({ Name: 'New' })),
      store.transaction('t', async (tx) => (await tx.getCompany())?.Name),
    ]);
    expect(seen).toBe('New');
    expect(await store.getCompany('t')).toMatchObject({ Name: 'New', FireId: 't', collection: 'tenants' });
    const copy = await store.getCompany('t');
    if (copy) copy.Name = 'changed by a caller';
    expect((await store.getCompany('t'))?.Name).toBe('New');
  });

  it('shares the committed company’s collection definitions, frozen: no reader changes them for another', async () => {
    await store.transaction('t', (tx) =>
      tx.setCompany({ Name: 'Co', collectionsArray: [{ key: 'p', fields: ['Name'] }] }),
    );
    const first = await store.getCompany('t');
    const second = await store.transaction('t', async (tx) => tx.getCompany());
    const definitions = first?.collectionsArray as { key: string }[];
    expect(second?.collectionsArray).toBe(definitions);
    expect(Object.isFrozen(definitions) && Object.isFrozen(definitions[0])).toBe(true);
    expect(() => definitions.push({ key: 'q' })).toThrow(TypeError);
    expect(() => {
      (definitions[0] as { key: string }).key = 'changed';
    }).toThrow(TypeError);
    // The company itself is each reader's own.
    expect(first).not.toBe(second);
    // A new company brings new definitions.
    await store.transaction('t', (tx) => tx.mergeCompany({ collectionsArray: [{ key: 'q' }] }));
    expect((await store.getCompany('t'))?.collectionsArray).toEqual([{ key: 'q' }]);
  });

  it('hands every reader of the cached company a tree of its own, nested parts included', async () => {
    await store.transaction('t', (tx) => tx.setCompany({ Name: 'Co', theme: { colors: ['#123456'] } }));
    const colorsOf = (company: StoredDoc | null) => {
      if (!company) throw new Error('no company');
      return (company.theme as { colors: string[] }).colors;
    };
    colorsOf(await store.getCompany('t')).push('#ffffff');
    colorsOf(await store.transaction('t', async (tx) => tx.getCompany()))[0] = '#000000';
    expect(await store.getCompany('t')).toMatchObject({ theme: { colors: ['#123456'] } });
  });

  it('fails only the member whose write fails: the rest of its group commits', async () => {
    db.exec(
      "CREATE TRIGGER refuse_boom BEFORE INSERT ON documents WHEN NEW.id = 'boom' BEGIN SELECT RAISE(ABORT, 'disk says no'); END",
    );
    await store.transaction('t', (tx) => tx.set('counters', 'c', { n: 0 }));
    const events: WatchEvent[] = [];
    const stop = store.watch('t', { collection: 'rooms' }, (event) => events.push(event));
    await settleMicrotasks();
    const results = await Promise.allSettled([
      store.transaction('t', (tx) => tx.set('rooms', 'before', {})),
      // Reads what the group holds so far; must commit although a later member fails.
      store.transaction('t', async (tx) => {
        const seen = await tx.get('rooms', 'before');
        tx.set('rooms', 'reader', { saw: seen?.FireId ?? null });
      }),
      // Its first write lands, its second fails: neither is kept.
      store.transaction('t', (tx) => {
        tx.set('rooms', 'half', {});
        tx.set('rooms', 'boom', {});
      }),
      store.transaction('other', (tx) => tx.set('rooms', 'tenant2', {})),
      store.transaction('t', async (tx) => {
        const n = Number((await tx.get('counters', 'c'))?.n);
        tx.set('counters', 'c', { n: n + 1 });
        tx.set('rooms', 'after', {});
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(String((results[2] as PromiseRejectedResult).reason)).toMatch(/disk says no/);
    expect(committedIds('rooms')).toEqual(['after', 'before', 'reader', 'tenant2']);
    expect((await store.get('t', 'rooms', 'reader'))?.saw).toBe('before');
    expect((await store.get('t', 'counters', 'c'))?.n).toBe(1);
    // The change log and the watchers know only what was committed, in one commit.
    const logged = (await store.changesSince('t', 0)).map((c) => c.id);
    expect(logged).toEqual(['c', 'before', 'reader', 'c', 'after']);
    await settleMicrotasks();
    const heard = events.flatMap((e) => (e.kind === 'changes' ? e.changes.map((c) => c.doc.FireId) : []));
    expect(heard.sort()).toEqual(['after', 'before', 'reader']);
    stop();
  });

  it('loses the whole group when SQLite rolls the transaction back itself, and goes on', async () => {
    // RAISE(ROLLBACK) ends the whole transaction, as a full disk or an I/O error would.
    db.exec(
      "CREATE TRIGGER drop_all BEFORE INSERT ON documents WHEN NEW.id = 'boom' BEGIN SELECT RAISE(ROLLBACK, 'disk gone'); END",
    );
    const results = await Promise.allSettled([
      store.transaction('t', (tx) => tx.set('rooms', 'ok', {})),
      store.transaction('t', (tx) => tx.set('rooms', 'boom', {})),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/disk gone/);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/another transaction/);
    expect(committedIds('rooms')).toEqual([]);
    expect(await store.changesSince('t', 0)).toEqual([]);
    await store.transaction('t', (tx) => tx.set('rooms', 'after', {}));
    expect(committedIds('rooms')).toEqual(['after']);
  });

  it('fails the group whose commit fails, and a transaction that read from it', async () => {
    // A deferred foreign key is checked at COMMIT: a trigger makes one document break it.
    db.exec(`
      CREATE TABLE parents (id TEXT PRIMARY KEY);
      CREATE TABLE children (parent TEXT REFERENCES parents (id) DEFERRABLE INITIALLY DEFERRED);
      CREATE TRIGGER orphan AFTER INSERT ON documents WHEN NEW.id = 'orphan'
        BEGIN INSERT INTO children VALUES ('nobody'); END;
    `);
    await store.transaction('t', (tx) => tx.set('rooms', 'base', { n: 1 }));
    const first = store.transaction('t', (tx) => tx.set('rooms', 'orphan', {}));
    const reader = store.transaction('t', async (tx) => {
      const orphan = await tx.get('rooms', 'orphan');
      // The group holding the orphan commits (and fails) while this transaction waits.
      await new Promise((resolve) => setTimeout(resolve, 5));
      tx.set('rooms', 'derived', { from: orphan?.FireId ?? null });
    });
    const results = await Promise.allSettled([first, reader]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(committedIds('rooms')).toEqual(['base']);
    await store.transaction('t', (tx) => tx.set('rooms', 'after', {}));
    expect(committedIds('rooms')).toEqual(['after', 'base']);
  });

  const tempStore = () => db.pragma('temp_store', { simple: true });
  const largeWrites = (tx: StoreTransaction) => {
    for (let i = 0; i <= largeMemberWrites; i++) tx.set('rooms', `r${String(i).padStart(3, '0')}`, { i });
  };

  it('commits what is pending, then gives a large member a group whose sub-journal is on file', async () => {
    expect(tempStore()).toBe(2);
    const small = store.transaction('t', (tx) => tx.set('rooms', 'small', {}));
    await settleMicrotasks();
    const large = store.transaction('t', largeWrites);
    const joins = store.transaction('t', (tx) => tx.set('rooms', 'joins', {}));
    await settleMicrotasks();
    // The small member's group is committed; the large one's is pending, with the one after it.
    expect(committedIds('rooms')).toEqual(['small']);
    expect(tempStore()).toBe(1);
    await Promise.all([small, large, joins]);
    expect(committedIds('rooms')).toHaveLength(largeMemberWrites + 3);
    expect(tempStore()).toBe(2);
    // Small members keep the sub-journal in memory again.
    const next = store.transaction('t', (tx) => tx.set('rooms', 'next', {}));
    await settleMicrotasks();
    expect(tempStore()).toBe(2);
    await next;
  });

  it('goes back to a sub-journal in memory when a large member fails, and the rest commits', async () => {
    db.exec(
      "CREATE TRIGGER refuse_boom BEFORE INSERT ON documents WHEN NEW.id = 'boom' BEGIN SELECT RAISE(ABORT, 'disk says no'); END",
    );
    const results = await Promise.allSettled([
      store.transaction('t', (tx) => {
        largeWrites(tx);
        tx.set('rooms', 'boom', {});
      }),
      store.transaction('t', (tx) => tx.set('rooms', 'small', {})),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    expect(committedIds('rooms')).toEqual(['small']);
    expect(tempStore()).toBe(2);
  });

  it("goes back to a sub-journal in memory when a large member's whole group is lost", async () => {
    db.exec(
      "CREATE TRIGGER drop_all BEFORE INSERT ON documents WHEN NEW.id = 'boom' BEGIN SELECT RAISE(ROLLBACK, 'disk gone'); END",
    );
    const results = await Promise.allSettled([
      store.transaction('t', largeWrites),
      store.transaction('t', (tx) => tx.set('rooms', 'boom', {})),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(committedIds('rooms')).toEqual([]);
    expect(tempStore()).toBe(2);
    await store.transaction('t', (tx) => tx.set('rooms', 'after', {}));
    expect(committedIds('rooms')).toEqual(['after']);
  });
});

describe('another process holding the write lock', () => {
  let holder: Database.Database;
  beforeEach(() => {
    holder = new Database(file);
    holder.exec('BEGIN IMMEDIATE');
  });
  afterEach(() => {
    if (holder.inTransaction) holder.exec('ROLLBACK');
    holder.close();
  });

  /** The longest the event loop stalled while `during` ran (a timer that should fire every ms). */
  const longestStall = async (during: () => Promise<unknown>) => {
    let last = performance.now();
    let longest = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 1);
    try {
      await during();
    } finally {
      clearInterval(tick);
    }
    return longest;
  };

  it('fails a write with store_busy after a short wait that never blocks the event loop; reads go on', async () => {
    await store.flush();
    const started = performance.now();
    let outcome: unknown;
    const stall = await longestStall(async () => {
      outcome = await store
        .transaction('t', (tx) => tx.set('rooms', 'a', {}))
        .catch((error: unknown) => error);
    });
    expect(outcome).toMatchObject({ code: 'store_busy' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(stall).toBeLessThan(50);
    // The next writer does not wait again while the lock stays taken.
    const again = performance.now();
    await expect(store.transaction('t', (tx) => tx.set('rooms', 'b', {}))).rejects.toMatchObject({
      code: 'store_busy',
    });
    expect(performance.now() - again).toBeLessThan(20);
    // Reads (and transactions that only read) answer at once.
    const read = performance.now();
    expect(await store.get('t', 'rooms', 'a')).toBeNull();
    expect(await store.query('t', { collection: 'rooms' })).toEqual([]);
    expect(await store.transaction('t', (tx) => tx.get('rooms', 'a'))).toBeNull();
    expect(performance.now() - read).toBeLessThan(50);

    holder.exec('COMMIT');
    await store.transaction('t', (tx) => tx.set('rooms', 'c', {}));
    expect(committedIds('rooms')).toEqual(['c']);
  });

  it('writes once the lock is released within the wait, unnoticed by the caller', async () => {
    setTimeout(() => holder.exec('COMMIT'), 30);
    await store.transaction('t', (tx) => tx.set('rooms', 'a', {}));
    expect(committedIds('rooms')).toEqual(['a']);
  });
});
