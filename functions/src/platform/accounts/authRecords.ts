import { systemTenant } from '../store/Store';
/**
 * The small records the accounts adapters keep besides accounts and sessions: throttle counters
 * (`limits`) and reset codes (`resetCodes`), per tenant, each changed in one atomic step.
 * LocalAccounts keeps them in SQLite (local/sqliteAuthRecords.ts), FirebaseAccounts in the
 * Store every instance shares (firebase/storeAuthState.ts), so they survive a restart and are
 * the same for every instance.
 */
export type AuthRecordKind = 'limits' | 'resetCodes';

/**
 * Where records of no one company go: per-address ceilings count an address's failures across
 * every company, or a sprayer would get the whole budget again on each.
 */
export const everyTenant = systemTenant;

/** A JSON object. */
export type AuthRecord = Record<string, unknown>;

export interface AuthRecordChange<R> {
  /** What to keep instead (null: remove the record; the `current` object itself: leave it as it is). */
  next: AuthRecord | null;
  /** When `next` may be forgotten (epoch ms): it means nothing after that. */
  keepUntil?: number;
  result: R;
}

export interface AuthRecords {
  /**
   * Reads the record `key` of `tenant`, and stores what `change` makes of it, with no other
   * change to that record in between; resolves to the change's result. `change` must be pure:
   * a store may run it again (a retried Firestore transaction).
   */
  change<R>(
    kind: AuthRecordKind,
    tenant: string,
    key: string,
    change: (current: AuthRecord | null) => AuthRecordChange<R>,
  ): Promise<R>;
}

/** One process's records (tests, a single instance). */
export function memoryAuthRecords(): AuthRecords {
  const records = new Map<string, AuthRecord>();
  return {
    async change(kind, tenant, key, change) {
      const id = JSON.stringify([kind, tenant, key]);
      const current = records.get(id) ?? null;
      const { next, result } = change(current);
      if (next === current) return result;
      if (next) records.set(id, structuredClone(next));
      else records.delete(id);
      return result;
    },
  };
}
