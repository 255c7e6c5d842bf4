import type { Database, Statement } from 'better-sqlite3';
import type { Change, ChangeKind } from '../Store';

/**
 * The `change_groups` table: the change log, one row per committed group (groupCommit.ts) —
 * its changes as JSON (`[seq, tenant, collection, id, kind]` each), keyed by the group's last seq.
 *
 * Seqs are counted here, not drawn from a row per write: the earlier `changes` table took one
 * insert per document written — an import row's document and its log entry, each command's
 * record and counter — for a log only `changesSince` reads. Counting in memory is safe across
 * processes because the count is taken up again from the table each time the write lock is
 * taken (`synced`, after BEGIN IMMEDIATE): no other connection can commit a group meanwhile.
 */
export function createChangeLog(db: Database): number | null {
  db.exec(`CREATE TABLE IF NOT EXISTS change_groups (
      last INTEGER PRIMARY KEY,
      first INTEGER NOT NULL,
      changes TEXT NOT NULL
    )`);
  return moveEarlierChanges(db);
}

/** Changes moved from an earlier table into one group row each this many. */
const movedPerGroup = 4000;

const hasTable = (db: Database, name: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;

type LoggedChange = [seq: number, tenant: string, collection: string, id: string, kind: ChangeKind];

/**
 * Moves the `changes` table of an earlier version (a row per write, either of its layouts) into
 * groups, in one transaction, every change kept with its seq; then drops it. Returns how many
 * changes moved, or null when there was nothing to move.
 */
function moveEarlierChanges(db: Database): number | null {
  // Checked again under the write lock: another process opening the same data dir may have moved it.
  if (!hasTable(db, 'changes')) return null;
  return db
    .transaction(() => {
      if (!hasTable(db, 'changes')) return null;
      const page = db
        .prepare('SELECT seq, tenant, collection, id, kind FROM changes WHERE seq > ? ORDER BY seq LIMIT ?')
        .raw();
      const insert = db.prepare('INSERT INTO change_groups (last, first, changes) VALUES (?, ?, ?)');
      let moved = 0;
      let after = 0;
      for (;;) {
        const rows = page.all(after, movedPerGroup) as LoggedChange[];
        const first = rows[0];
        const last = rows.at(-1);
        if (!first || !last) break;
        insert.run(last[0], first[0], JSON.stringify(rows));
        moved += rows.length;
        after = last[0];
      }
      db.exec('DROP TABLE changes');
      if (hasTable(db, 'sqlite_sequence')) db.exec("DELETE FROM sqlite_sequence WHERE name = 'changes'");
      return moved;
    })
    .immediate();
}

/** What the log keeps of a committed change. */
export interface LoggableChange {
  seq: number;
  tenant: string;
  collection: string;
  id: string;
  kind: ChangeKind;
}

/** The seqs of one connection and the log it writes (the table made by createChangeLog). */
export class ChangeLog {
  private last: number;
  private readonly highest: Statement;
  private readonly insert: Statement;
  private readonly groupsAfter: Statement;

  constructor(db: Database) {
    this.highest = db.prepare('SELECT max(last) FROM change_groups').pluck();
    this.insert = db.prepare('INSERT INTO change_groups (last, first, changes) VALUES (?, ?, ?)');
    this.groupsAfter = db.prepare('SELECT changes FROM change_groups WHERE last > ? ORDER BY last').pluck();
    this.last = this.stored();
  }

  /** The latest seq handed out (or committed by any connection, as of the last `synced`). */
  get lastSeq(): number {
    return this.last;
  }

  /** The write lock was just taken: seqs go on after whatever any connection committed. */
  synced(): void {
    this.last = Math.max(this.last, this.stored());
  }

  /**
   * The next seq. Never handed out twice by this connection, whatever is rolled back: a seq a
   * rolled-back write took is a gap, and a cached document's seq can never match another row's.
   */
  next(): number {
    this.last += 1;
    return this.last;
  }

  /** Writes a group's changes, inside its transaction (before COMMIT), in seq order. */
  record(changes: readonly LoggableChange[]): void {
    const first = changes[0];
    const last = changes.at(-1);
    if (!first || !last) return;
    const rows: LoggedChange[] = changes.map((c) => [c.seq, c.tenant, c.collection, c.id, c.kind]);
    this.insert.run(last.seq, first.seq, JSON.stringify(rows));
  }

  /** A tenant's committed changes after `seq`, in order. */
  since(tenant: string, seq: number): Change[] {
    const out: Change[] = [];
    for (const json of this.groupsAfter.all(seq) as string[])
      for (const [s, t, collection, id, kind] of JSON.parse(json) as LoggedChange[])
        if (t === tenant && s > seq) out.push({ seq: s, tenant: t, collection, id, kind });
    return out;
  }

  private stored(): number {
    return Number(this.highest.get() ?? 0);
  }
}
