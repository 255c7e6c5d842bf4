import type { Database } from 'better-sqlite3';
import { AppError } from '../../http/AppError';
import type { CommittedChange } from './resumeLog';

/**
 * Captured at load: a test's fake timers must not hold commits back (they would never fire).
 * setImmediate runs after the I/O callbacks of the current loop turn, so every request that
 * arrived together has had its turn to join the group before it commits.
 */
const nextTurn = globalThis.setImmediate;
const later = globalThis.setTimeout;

/** A group this large commits at once (bounds memory and the latency of its first member). */
const maxGroupChanges = 4000;

/**
 * A member with more writes than this (an import batch, a pack's sample documents) journals
 * thousands of pages in its savepoint: its group keeps the sub-journal in a file, not in memory.
 */
export const largeMemberWrites = 200;

/**
 * While another process holds the write lock, a writer retries this often, this many times
 * (about 100 ms in all, never blocking the event loop), before its caller is told store_busy.
 */
const busyRetryMs = 5;
const busyRetries = 20;

interface Group {
  changes: CommittedChange[];
  /** Tenants whose company document the group writes. */
  companies: Set<string>;
  /** It holds a large member: its sub-journal is on file (temp_store FILE until it ends). */
  journalOnFile: boolean;
  /** It holds a member of more than largeMemberWrites writes (told to onCommit). */
  bulk: boolean;
  /** The documents the group writes (documentKey). */
  documents: Set<string>;
  done: Promise<void>;
  settle(error?: unknown): void;
}

export interface GroupCommit {
  /**
   * Makes sure a group is open, so that `apply` can write: null when one is (or could be opened
   * at once); else a promise that waits, without blocking, while another process holds the
   * write lock, and rejects with store_busy if it keeps it (at once when the lock has been
   * held beyond one writer's patience already, until a write gets through again).
   */
  ready(): Promise<void> | null;
  /**
   * Applies `write` inside the pending group (opened if none: store_busy when another process
   * holds the write lock), in its own savepoint; resolves once the group is committed. If
   * `write` throws, its savepoint is rolled back and only this caller fails: the rest of the
   * group commits.
   */
  apply(
    write: () => CommittedChange[],
    companies: readonly string[],
    /** How many writes `write` makes: a large member gets a group whose sub-journal is on file. */
    writes?: number,
  ): Promise<void>;
  /** The pending group's commit, or null when nothing is pending. */
  pending(): Promise<void> | null;
  /** Whether the pending group writes this tenant's company document. */
  writesCompany(tenant: string): boolean;
  /**
   * Whether the pending group writes this document: a read of any other sees, through the open
   * SQLite transaction, what is committed, and needs not commit the group first.
   */
  writesDocument(tenant: string, collection: string, id: string): boolean;
  /** Commits the pending group now (a no-op when there is none). */
  flush(): void;
  /** Counts lost groups: a transaction that saw a lost group's writes must not commit. */
  epoch(): number;
  assertValid(epoch: number): void;
}

/** What the store does at the edges of each group, inside its transaction. */
export interface GroupHooks {
  /** The write lock was just taken: what other connections committed is visible now (ChangeLog.synced). */
  begun?(): void;
  /** Before COMMIT, with the group's changes (none of an undone member's): the change log's row. */
  committing?(changes: readonly CommittedChange[]): void;
}

/** One document's key among a group's writes (no name holds a NUL). */
const documentKey = (tenant: string, collection: string, id: string) => `${tenant}\0${collection}\0${id}`;

/** PRAGMA temp_store's values (0 is the build's default, a file here). */
const fileTempStore = 1;
const memoryTempStore = 2;

/** SQLITE_BUSY and its extended codes: another connection holds the lock we asked for. */
export function isBusyError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/**
 * Group commit on one better-sqlite3 connection: one `BEGIN IMMEDIATE … COMMIT` for every
 * transaction that finished in the same turn of the event loop, so that the pages they share
 * (the change log, the logs and commands indexes, a counter) are written to the WAL once per
 * group instead of once per transaction. `onCommit` hears every committed change, in order.
 *
 * Each member writes inside its own SAVEPOINT: a member whose write fails (a constraint, a body
 * a check refuses late) is undone alone and only its caller fails, so one bad command never
 * undoes or fails the others it happened to share a commit with. Only a failed COMMIT, or an
 * error after which SQLite has rolled the whole transaction back itself (disk full, I/O), loses
 * the group: then every member fails and `epoch` moves on.
 *
 * The write lock is asked for without waiting (busy_timeout 0 around BEGIN): SQLite's busy wait
 * sleeps on the event loop, and a process holding the lock (a backup, a script) would freeze
 * every request. Writers wait asynchronously instead (`ready`) and then answer store_busy.
 *
 * Where the savepoints' sub-journal lives: the connection keeps it in memory (openDatabase.ts),
 * where SQLite empties it at each member's release, which is what a group of small commands
 * wants. A large member (over `largeMemberWrites`) changes thousands of existing index pages in
 * one savepoint: held in memory, that journal cost an Excel import a quarter more CPU a row and
 * ~30 MB more RSS (fresh memory on every batch). So the pending group is committed, and the
 * large member opens a group of its own with temp_store FILE (SQLite refuses to change it inside
 * a transaction), set back once that group ends.
 */
export function createGroupCommit(
  db: Database,
  /** `bulk`: the group held a member of more than largeMemberWrites writes. */
  onCommit: (changes: CommittedChange[], companies: ReadonlySet<string>, bulk: boolean) => void,
  /** The whole group was rolled back: whatever was kept of its writes must go (DocCache). */
  onLost: () => void = () => undefined,
  hooks: GroupHooks = {},
): GroupCommit {
  let group: Group | null = null;
  let failures = 0;
  const tempStore = Number(db.pragma('temp_store', { simple: true }));
  const journalInMemory = tempStore === memoryTempStore;
  /** Between transactions only: the connection's own temp_store, or FILE for a large member's group. */
  const setTempStore = (value: number) => {
    if (Number(db.pragma('temp_store', { simple: true })) !== value) db.pragma(`temp_store = ${value}`);
  };
  /** A group whose sub-journal went to file has ended: back to the connection's setting. */
  const ended = (ending: Group) => {
    if (ending.journalOnFile && !db.inTransaction) setTempStore(tempStore);
  };
  /** A writer gave up on the lock: the next ones try once and give up at once, until one gets it. */
  let lockHeld = false;
  const busyTimeout = Number(db.pragma('busy_timeout', { simple: true }));
  const begin = db.prepare('BEGIN IMMEDIATE');
  const savepoint = db.prepare('SAVEPOINT group_member');
  const release = db.prepare('RELEASE group_member');
  const rollbackTo = db.prepare('ROLLBACK TO group_member');

  /** BEGIN IMMEDIATE without waiting: false when another connection holds the write lock. */
  const tryBegin = (): boolean => {
    // Not prepared once: SQLite applies a busy_timeout pragma when it compiles it, not when it runs.
    db.pragma('busy_timeout = 0');
    try {
      begin.run();
      lockHeld = false;
    } catch (error) {
      if (isBusyError(error)) return false;
      throw error;
    } finally {
      db.pragma(`busy_timeout = ${busyTimeout}`);
    }
    try {
      hooks.begun?.();
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
    return true;
  };

  const start = (): Group => {
    let settle: (error?: unknown) => void = () => undefined;
    const done = new Promise<void>((resolve, reject) => {
      settle = (error) => (error === undefined ? resolve() : reject(error));
    });
    // Every member awaits `done`; this only keeps a failed group from being an unhandled rejection.
    done.catch(() => undefined);
    const opened: Group = {
      changes: [],
      companies: new Set(),
      documents: new Set(),
      journalOnFile: false,
      bulk: false,
      done,
      settle,
    };
    group = opened;
    nextTurn(() => {
      if (group === opened) flush();
    });
    return opened;
  };

  const open = (): Group => {
    if (group) return group;
    if (!tryBegin()) {
      lockHeld = true;
      throw new AppError('store_busy');
    }
    return start();
  };

  const ready = (): Promise<void> | null => {
    if (group) return null;
    if (tryBegin()) {
      start();
      return null;
    }
    if (lockHeld) return Promise.reject(new AppError('store_busy'));
    return (async () => {
      for (let attempt = 0; attempt < busyRetries; attempt++) {
        await new Promise((resolve) => later(resolve, busyRetryMs));
        if (group) return;
        if (tryBegin()) {
          start();
          return;
        }
      }
      lockHeld = true;
      throw new AppError('store_busy');
    })();
  };

  /** The group is lost (a failed commit, or SQLite rolled it back): every member fails. */
  const abort = (failed: Group, error: unknown): void => {
    if (group === failed) group = null;
    failures++;
    try {
      if (db.inTransaction) db.exec('ROLLBACK');
      ended(failed);
    } finally {
      onLost();
    }
    failed.settle(error);
  };

  /** Undoes one member's failed write; the group goes on unless SQLite already dropped it. */
  const undo = (target: Group, error: unknown): void => {
    if (db.inTransaction) {
      try {
        rollbackTo.run();
        release.run();
        return;
      } catch {
        // Could not undo the savepoint: the group cannot be trusted; lose it below.
      }
    }
    abort(target, new Error('another transaction of this commit failed to write', { cause: error }));
  };

  const flush = (): void => {
    const committing = group;
    if (!committing) return;
    group = null;
    try {
      if (committing.changes.length > 0) hooks.committing?.(committing.changes);
      db.exec('COMMIT');
    } catch (error) {
      group = committing;
      abort(committing, error);
      return;
    }
    ended(committing);
    try {
      onCommit(committing.changes, committing.companies, committing.bulk);
    } finally {
      committing.settle();
    }
  };

  return {
    ready,
    apply(write, companies, writes = 0) {
      const large = journalInMemory && writes > largeMemberWrites;
      let target: Group;
      if (large && !group?.journalOnFile) {
        flush();
        // No transaction is open now (a commit that failed rolled back): the setting may change.
        setTempStore(fileTempStore);
        try {
          target = open();
        } catch (error) {
          setTempStore(tempStore);
          throw error;
        }
        target.journalOnFile = true;
      } else target = open();
      savepoint.run();
      let changes: CommittedChange[];
      try {
        changes = write();
      } catch (error) {
        undo(target, error);
        throw error;
      }
      release.run();
      if (writes > largeMemberWrites) target.bulk = true;
      for (const change of changes) {
        target.changes.push(change);
        target.documents.add(documentKey(change.tenant, change.collection, change.id));
      }
      for (const tenant of companies) target.companies.add(tenant);
      if (target.changes.length >= maxGroupChanges) flush();
      return target.done;
    },
    pending: () => group?.done ?? null,
    writesCompany: (tenant) => group?.companies.has(tenant) ?? false,
    writesDocument: (tenant, collection, id) =>
      group?.documents.has(documentKey(tenant, collection, id)) ?? false,
    flush,
    epoch: () => failures,
    assertValid(epoch) {
      if (epoch !== failures) throw new Error('a commit this transaction may have read from failed');
    },
  };
}
