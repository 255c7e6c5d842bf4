/** A JSON object: a counter, a bucket, a claim, a set of leases. */
export type LimitRecord = Record<string, unknown>;

export interface LimitChange<R> {
  /** What to keep instead (null: forget the record; the `current` object itself: leave it as it is). */
  next: LimitRecord | null;
  /** When `next` means nothing any more (epoch ms): after then it reads as absent and is swept. */
  keepUntil?: number;
  result: R;
}

/**
 * The limits port: short-lived records that bound what callers may do — rate buckets, replay
 * memory, run leases — each changed in one atomic step that every instance of the deployment
 * sees (issue 9 point 3: no request may rely on reaching the instance of an earlier one).
 * Adapters: the Store (storeLimitRecords: a Firestore transaction in the cloud) and one
 * process's memory (memoryLimitRecords: exact for the embedded server, which is one process).
 */
export interface LimitRecords {
  /**
   * Reads the record `key` (null when absent or past its keepUntil at `nowMs`) and stores what
   * `change` makes of it, with no other change to it in between; resolves to the change's
   * result. `change` must be pure: a store may run it again (a retried transaction).
   */
  change<R>(key: string, nowMs: number, change: (current: LimitRecord | null) => LimitChange<R>): Promise<R>;
  /**
   * The same over several records at once, in one atomic step: `change` gets them in the order
   * of `keys` and answers what to keep of each, in that order (two counters that must both have
   * room, or neither counts).
   */
  changeAll<R>(
    keys: readonly string[],
    nowMs: number,
    change: (current: Array<LimitRecord | null>) => LimitChanges<R>,
  ): Promise<R>;
}

export interface LimitChanges<R> {
  /** One per key, in order: what to keep (as LimitChange's `next`) and until when. */
  next: Array<{ next: LimitRecord | null; keepUntil?: number }>;
  result: R;
}

/** `change` over one key, on an adapter's changeAll. */
export const changeOne = <R>(
  records: Pick<LimitRecords, 'changeAll'>,
  key: string,
  nowMs: number,
  change: (current: LimitRecord | null) => LimitChange<R>,
): Promise<R> =>
  records.changeAll([key], nowMs, ([current]) => {
    const { result, ...kept } = change(current ?? null);
    return { next: [kept], result };
  });
