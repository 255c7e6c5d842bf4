import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ownTransaction } from '../../sqlite/ownTransaction';
import { turnBatch } from './turnBatch';

function setUp() {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE t (id TEXT PRIMARY KEY)');
  let transactions = 0;
  let pendingCommits = 0;
  const own = ownTransaction(db, () => {
    pendingCommits += 1;
  });
  const counted: typeof own = (write) => {
    transactions += 1;
    return own(write);
  };
  const insert = db.prepare('INSERT INTO t (id) VALUES (?)');
  const ids = () => (db.prepare('SELECT id FROM t ORDER BY id').all() as { id: string }[]).map((r) => r.id);
  return { db, batch: turnBatch(db, counted), insert, ids, counts: () => ({ transactions, pendingCommits }) };
}

describe('turnBatch: the job writes of one turn in one own transaction', () => {
  it('writes asked for in the same turn commit together, each answered with its own result', async () => {
    const { batch, insert, ids, counts } = setUp();
    const results = await Promise.all(
      ['a', 'b', 'c'].map((id) => batch(() => insert.run(id).changes + id.length)),
    );
    expect(results).toEqual([2, 2, 2]);
    expect(ids()).toEqual(['a', 'b', 'c']);
    // One own transaction (and one commit of the store's pending group), not three.
    expect(counts()).toEqual({ transactions: 1, pendingCommits: 1 });
    await batch(() => insert.run('d'));
    expect(counts()).toEqual({ transactions: 2, pendingCommits: 2 });
  });

  it('a member that throws is undone alone: only its caller fails, the others are kept', async () => {
    const { batch, insert, ids } = setUp();
    const outcomes = await Promise.allSettled([
      batch(() => insert.run('a')),
      batch(() => {
        insert.run('half-written');
        throw new Error('refused late');
      }),
      batch(() => insert.run('a')), // a constraint
      batch(() => insert.run('b')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(ids()).toEqual(['a', 'b']);
  });

  it('nothing is answered before its commit: a failed transaction fails every member and keeps none', async () => {
    const { db, insert, ids } = setUp();
    const failing = turnBatch(db, (write) =>
      db.transaction(() => {
        write();
        throw new Error('COMMIT failed');
      })(),
    );
    const outcomes = await Promise.allSettled([
      failing(() => insert.run('a')),
      failing(() => insert.run('b')),
    ]);
    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'kept'))).toEqual([
      'Error: COMMIT failed',
      'Error: COMMIT failed',
    ]);
    expect(ids()).toEqual([]);
  });
});
