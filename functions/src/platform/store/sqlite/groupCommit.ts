import type { Database } from 'better-sqlite3';
import type { CommittedChange } from './resumeLog';

/**
 * Captured at load: a test's fake timers must not hold commits back (they would never fire).
 * setImmediate runs after the I/O callbacks of the current loop turn, so every request that
 * arrived together has had its turn to join the group before it commits.
 */
const nextTurn = globalThis.setImmediate;

/** A group this large commits at once (bounds memory and the latency of its first member). */
const maxGroupChanges = 4000;

interface Group {
  changes: CommittedChange[];
  /** Tenants whose company document the group writes. */
  companies: Set<string>;
  done: Promise<void>;
  settle(error?: unknown): void;
}

export interface GroupCommit {
  /**
   * Applies `write` inside the pending group (opened if none); resolves once the group is
   * committed. If `write` throws (it should not: bodies and names are checked before), the
   * whole group is rolled back and every member fails.
   */
  apply(write: () => CommittedChange[], companies: readonly string[]): Promise<void>;
  /** The pending group's commit, or null when nothing is pending. */
  pending(): Promise<void> | null;
  /** Whether the pending group writes this tenant's company document. */
  writesCompany(tenant: string): boolean;
  /** Commits the pending group now (a no-op when there is none). */
  flush(): void;
  /** Counts failed commits: a transaction that saw a failed group's writes must not commit. */
  epoch(): number;
  assertValid(epoch: number): void;
}

/**
 * Group commit on one better-sqlite3 connection: one `BEGIN IMMEDIATE … COMMIT` for every
 * transaction that finished in the same turn of the event loop, so that the pages they share
 * (the change log, the logs and commands indexes, a counter) are written to the WAL once per
 * group instead of once per transaction. `onCommit` hears every committed change, in order.
 */
export function createGroupCommit(
  db: Database,
  onCommit: (changes: CommittedChange[], companies: ReadonlySet<string>) => void,
): GroupCommit {
  let group: Group | null = null;
  let failures = 0;

  const open = (): Group => {
    if (group) return group;
    db.exec('BEGIN IMMEDIATE');
    let settle: (error?: unknown) => void = () => undefined;
    const done = new Promise<void>((resolve, reject) => {
      settle = (error) => (error === undefined ? resolve() : reject(error));
    });
    // Every member awaits `done`; this only keeps a failed group from being an unhandled rejection.
    done.catch(() => undefined);
    const opened: Group = { changes: [], companies: new Set(), done, settle };
    group = opened;
    nextTurn(() => {
      if (group === opened) flush();
    });
    return opened;
  };

  /** A failed write leaves the group half applied: it is rolled back whole, every member fails. */
  const abort = (failed: Group, error: unknown): void => {
    if (group === failed) group = null;
    failures++;
    if (db.inTransaction) db.exec('ROLLBACK');
    failed.settle(error);
  };

  const flush = (): void => {
    const committing = group;
    if (!committing) return;
    group = null;
    try {
      db.exec('COMMIT');
    } catch (error) {
      group = committing;
      abort(committing, error);
      return;
    }
    try {
      onCommit(committing.changes, committing.companies);
    } finally {
      committing.settle();
    }
  };

  return {
    apply(write, companies) {
      const target = open();
      let changes: CommittedChange[];
      try {
        changes = write();
      } catch (error) {
        // The caller gets its own error; the others in the group learn why they failed.
        abort(target, new Error('another transaction of this commit failed to write', { cause: error }));
        throw error;
      }
      for (const change of changes) target.changes.push(change);
      for (const tenant of companies) target.companies.add(tenant);
      if (target.changes.length >= maxGroupChanges) flush();
      return target.done;
    },
    pending: () => group?.done ?? null,
    writesCompany: (tenant) => group?.companies.has(tenant) ?? false,
    flush,
    epoch: () => failures,
    assertValid(epoch) {
      if (epoch !== failures) throw new Error('a commit this transaction may have read from failed');
    },
  };
}
