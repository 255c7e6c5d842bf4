import type { Clock } from '../../clock';
import { FailureLimiter, type FailureLimiterOptions, loginLimits } from '../local/failureLimiter';

/**
 * FailureLimiter's sliding window, per tenant and asynchronous, so that it can live in a store
 * that every instance of the cloud deployment shares (storeAuthState.ts).
 */
export interface FailureCounter {
  isBlocked(tenant: string, key: string): Promise<boolean>;
  fail(tenant: string, key: string): Promise<void>;
  clear(tenant: string, key: string): Promise<void>;
  /**
   * Counts one more for `key` unless it is blocked already, in one step: whether it was let
   * through. Two callers cannot both take the last place.
   */
  take(tenant: string, key: string): Promise<boolean>;
}

/** One process's counter (tests, a single instance). */
export function memoryFailureCounter(
  clock: Clock,
  options: FailureLimiterOptions = loginLimits,
): FailureCounter {
  const limiter = new FailureLimiter(clock, options);
  const scoped = (tenant: string, key: string) => `${tenant}\n${key}`;
  return {
    isBlocked: async (tenant, key) => limiter.isBlocked(scoped(tenant, key)),
    fail: async (tenant, key) => limiter.fail(scoped(tenant, key)),
    clear: async (tenant, key) => limiter.clear(scoped(tenant, key)),
    take: async (tenant, key) => {
      if (limiter.isBlocked(scoped(tenant, key))) return false;
      limiter.fail(scoped(tenant, key));
      return true;
    },
  };
}

/** The failure times of a window still inside it at `now`, keeping at most the last `max`. */
export function recentFailures(times: unknown, now: number, options: FailureLimiterOptions): number[] {
  const since = now - options.windowMs;
  const kept = Array.isArray(times)
    ? times.filter((t): t is number => typeof t === 'number' && t > since)
    : [];
  return kept.slice(-options.maxFailures);
}
