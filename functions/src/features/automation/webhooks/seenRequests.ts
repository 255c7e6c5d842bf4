import { webhookToleranceMs } from './webhookSignature';

/** Most requests remembered per process: a flood cannot grow the memory without end. */
export const maxSeenRequests = 200_000;

/**
 * The requests this process took in the last 5 minutes (plus a margin), by automation and
 * replay key: one sent again is refused. Older ones need no memory, their timestamp is
 * refused. Across instances (the cloud), the run's dedupe key does the same: a replay that
 * reaches another instance finds the run already made and starts nothing (startRun).
 */
export class SeenRequests {
  private readonly seen = new Map<string, number>();

  constructor(private readonly keepMs = webhookToleranceMs * 2 + 60_000) {}

  /** True, and remembered, the first time; false for a request seen before. */
  firstTime(key: string, nowMs: number): boolean {
    this.forgetOld(nowMs);
    const until = this.seen.get(key);
    if (until !== undefined && until > nowMs) return false;
    this.seen.set(key, nowMs + this.keepMs);
    return true;
  }

  /** A request that started nothing (its automation refused it) may come again. */
  forget(key: string): void {
    this.seen.delete(key);
  }

  private forgetOld(nowMs: number): void {
    // Insertion order is expiry order (one keepMs for all), so the old ones are at the front.
    for (const [key, until] of this.seen) {
      if (until > nowMs && this.seen.size < maxSeenRequests) break;
      this.seen.delete(key);
    }
  }
}
