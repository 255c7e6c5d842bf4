export interface BackoffOptions {
  /** Delay of the first retry, in ms. */
  baseMs: number;
  /** No delay grows beyond this. */
  maxMs: number;
}

export const liveReconnectBackoff: BackoffOptions = { baseMs: 1000, maxMs: 30000 };
export const commandRetryBackoff: BackoffOptions = { baseMs: 500, maxMs: 8000 };

/**
 * Delay before retry number `attempt` (0 = the first retry): exponential, capped, with "full
 * jitter" in its upper half so that tabs dropped by the same server restart do not all come
 * back in the same millisecond. `random` is injected (a number in [0, 1)) so tests are exact.
 */
export function backoffDelay(attempt: number, options: BackoffOptions, random: () => number): number {
  const exponent = Math.max(0, Math.min(attempt, 30));
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
