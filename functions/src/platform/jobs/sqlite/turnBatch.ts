import type { Database } from 'better-sqlite3';
import type { OwnTransaction } from '../../sqlite/ownTransaction';

/**
 * Captured at load, as the store's group commit does: a test's fake timers must not hold a
 * batch back forever.
 */
const nextTurn = globalThis.setImmediate;

/** Runs `write` in its turn's batch; resolves with its result once the batch is committed. */
export type TurnBatch = <T>(write: () => T) => Promise<T>;

interface Member {
  write: () => unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * The job writes asked for in one turn of the event loop (a burst of webhooks each enqueueing
 * its run, the in-process dispatch claiming them, their ends) committed in ONE own transaction
 * instead of one each: every own transaction first commits the store's pending group, so one
 * per job also broke the store's group commit into a commit per request. Each member runs in a
 * savepoint of its own (better-sqlite3 nests a transaction as one): a member that throws is
 * undone alone and only its caller fails. A failed COMMIT fails every member; none of them was
 * answered before it, so nothing promised is lost.
 */
export function turnBatch(db: Database, own: OwnTransaction): TurnBatch {
  let pending: Member[] | null = null;

  const commit = () => {
    const members = pending ?? [];
    pending = null;
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      own(() => {
        for (const member of members) {
          try {
            outcomes.push({ ok: true, value: db.transaction(member.write)() });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      for (const member of members) member.reject(error);
      return;
    }
    members.forEach((member, i) => {
      const outcome = outcomes[i];
      if (outcome?.ok) member.resolve(outcome.value);
      else member.reject(outcome?.error);
    });
  };

  return <T>(write: () => T) =>
    new Promise<T>((resolve, reject) => {
      if (pending === null) {
        pending = [];
        nextTurn(commit);
      }
      pending.push({ write, resolve: resolve as (value: unknown) => void, reject });
    });
}
