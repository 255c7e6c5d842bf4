import type { Database } from 'better-sqlite3';

/**
 * Runs `write` (synchronous statements on the connection) in a transaction of its own,
 * committed before it returns.
 */
export type OwnTransaction = <T>(write: () => T) => T;

/**
 * Security state — sessions, accounts, sign-in and reset counters, reset codes, the mail outbox —
 * shares the SQLite connection with the store, whose group commit keeps a transaction open across
 * a turn of the event loop (store/sqlite/groupCommit.ts). A statement run while it is open joins
 * it and is undone if that group is lost (a failed COMMIT, an I/O error): a logout answered 204
 * would come back to life. So these writes first have the pending data group committed
 * (`commitPending`: whatever becomes of it, it is settled), then run in their own transaction,
 * so they never share a data command's fate.
 */
export function ownTransaction(db: Database, commitPending: () => void = () => undefined): OwnTransaction {
  return (write) => {
    try {
      commitPending();
    } catch (error) {
      // The group's members hear of its failure; this write still has to happen.
      console.error('[colmena] committing the pending writes before a security write failed:', error);
    }
    // Never a savepoint inside someone else's transaction: that is the fate this avoids.
    if (db.inTransaction) throw new Error('a security write must not join an open transaction');
    return db.transaction(write).immediate();
  };
}
