import type { Clock } from '../../clock';

export interface FailureLimiterOptions {
  maxFailures: number;
  windowMs: number;
}

export const loginLimits: FailureLimiterOptions = { maxFailures: 10, windowMs: 15 * 60 * 1000 };

/** Counts failures per key in a sliding window; a key with too many is blocked until they age out. */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly options: FailureLimiterOptions = loginLimits,
  ) {}

  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.options.maxFailures;
  }

  fail(key: string): void {
    const recent = this.recent(key);
    recent.push(this.clock.now().getTime());
    this.failures.set(key, recent);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.clock.now().getTime() - this.options.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }
}
