import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../sqlite/openDatabase';
import { startCheckpointer } from './checkpointer';
import { SqliteStore } from './SqliteStore';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'colmena-checkpoint-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const waitFor = async (condition: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** The rows a copy of the database file alone holds: what checkpoints have moved out of the WAL. */
function rowsInFileAlone(dir: string): number {
  const copy = join(dir, 'copy.db');
  copyFileSync(join(dir, 'colmena.db'), copy);
  const db = new Database(copy, { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM documents').get() as { n: number }).n;
  } catch {
    return 0; // not even the table has been copied yet
  } finally {
    db.close();
    rmSync(copy, { force: true });
  }
}

/** The WAL header's checkpoint sequence number: how many times the WAL has started over. */
function walRestarts(wal: string): number {
  const header = readFileSync(wal).subarray(0, 32);
  return header.readUInt32BE(12);
}

describe('WAL checkpoints off the event loop', () => {
  it('turns SQLite’s checkpoint-in-commit off and copies the WAL into the file from a worker', async () => {
    const dir = tempDir();
    const db = openDatabase(join(dir, 'colmena.db'));
    const store = new SqliteStore(db);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    for (let i = 0; i < 50; i++) await store.transaction('t', (tx) => tx.set('rooms', `r${i}`, { i }));
    await waitFor(() => rowsInFileAlone(dir) === 50);
    await store.close();
    expect(existsSync(join(dir, 'colmena.db-wal'))).toBe(false);
  });

  it('keeps the WAL from growing under steady writes: it starts over once it is large', async () => {
    const dir = tempDir();
    const db = openDatabase(join(dir, 'colmena.db'));
    // The store's own checkpointer is replaced by one that restarts the WAL after 50 frames.
    const store = new SqliteStore(db);
    await store.close();
    const reopened = openDatabase(join(dir, 'colmena.db'));
    const checkpointer = startCheckpointer(reopened, 50);
    if (!checkpointer) throw new Error('a file database in WAL mode gets a checkpointer');
    const insert = reopened.prepare(
      'INSERT INTO documents (tenant, collection, id, data, seq) VALUES (?, ?, ?, ?, ?)',
    );
    const padding = 'x'.repeat(3000);
    for (let i = 0; i < 600; i++) {
      insert.run('t', 'rooms', `r${String(i).padStart(4, '0')}`, JSON.stringify({ padding }), i);
      checkpointer.committed();
      if (i % 2 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const wal = join(dir, 'colmena.db-wal');
    // 600 commits of a page or more each (over about 2 s), unbounded, would leave a WAL of 5 MB.
    expect(statSync(wal).size).toBeLessThan(1_500_000);
    // About 2,400 frames in all: restarting at 50 (once the worker has copied them) is some 30
    // times on a quiet machine, 25 to 34 with six processes loading the CPU and the disk.
    expect(walRestarts(wal)).toBeGreaterThanOrEqual(10);
    await checkpointer.close();
    reopened.close();
  });

  it('does nothing for an in-memory database', () => {
    expect(startCheckpointer(new Database(':memory:'))).toBeNull();
  });
});
