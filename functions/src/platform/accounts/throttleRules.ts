/**
 * The sign-in and reset-code throttling rules, pure: given what is recorded for a key and the
 * time, whether an attempt may go ahead and what to record. Adapters keep the records
 * (authRecords.ts) and apply a rule in one atomic step, before the password or code is checked,
 * so parallel guesses are counted one by one.
 */

/** How sign-in failures are throttled (spec §2 "Too many requests to the server"). */
export interface LoginLimits {
  /** Wrong passwords one address may try on one account before every next try waits. */
  freeFailures: number;
  /** The first wait; each further failure doubles it, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** An (account, address) pair's failures are forgotten this long after its last one. */
  pairMemoryMs: number;
  /**
   * Failed sign-ins one address may make on all the accounts of a tenant within `addressWindowMs`:
   * high, so that an office behind one NAT address is not locked out by a few forgetful people.
   */
  addressCeiling: number;
  addressWindowMs: number;
}

export const loginLimits: LoginLimits = {
  freeFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  pairMemoryMs: 24 * 60 * 60 * 1000,
  addressCeiling: 100,
  addressWindowMs: 15 * 60 * 1000,
};

/** At most `max` events per `windowMs`, sliding. */
export interface WindowLimit {
  max: number;
  windowMs: number;
}

/** What a rule decided: go ahead (and record `next`), or wait `retryAfterMs`. */
export type Verdict<S> = { allowed: true; next: S } | { allowed: false; retryAfterMs: number };

/** An (account, address) pair: its failures in a row and when the last one was counted. */
export interface PairState {
  failures: number;
  last: number;
}

/** A sliding window: the times of the events still in it, oldest first. */
export interface WindowState {
  times: number[];
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** A stored pair record, or a fresh pair when there is none or it is malformed. */
export function readPair(record: unknown): PairState {
  const { failures, last } = (record ?? {}) as Partial<Record<keyof PairState, unknown>>;
  return isCount(failures) && isCount(last) ? { failures, last } : { failures: 0, last: 0 };
}

/** A stored window record (malformed times are dropped). */
export function readWindow(record: unknown): WindowState {
  const { times } = (record ?? {}) as { times?: unknown };
  return { times: Array.isArray(times) ? times.filter(isCount) : [] };
}

/** How long a pair with `failures` in a row must wait after its last one: 0, then 1 s, 2 s, 4 s… capped. */
export function pairDelayMs(failures: number, limits: LoginLimits): number {
  const over = failures - limits.freeFailures;
  if (over < 0) return 0;
  // 2^over overflows to Infinity long after the cap: min() keeps it finite.
  return Math.min(limits.firstDelayMs * 2 ** over, limits.maxDelayMs);
}

/**
 * One more sign-in attempt for a pair: allowed once its delay has passed, and then counted as a
 * failure in advance (a right password clears the pair afterwards). A refused attempt is not
 * counted: waiting is enough, the delay does not grow while nobody is checked.
 */
export function takePairAttempt(state: PairState, now: number, limits: LoginLimits): Verdict<PairState> {
  const failures = now - state.last >= limits.pairMemoryMs ? 0 : state.failures;
  const delay = pairDelayMs(failures, limits);
  // Without a delay the clock is not consulted: instances whose clocks differ by a few ms agree.
  if (delay > 0 && now < state.last + delay)
    return { allowed: false, retryAfterMs: state.last + delay - now };
  return { allowed: true, next: { failures: failures + 1, last: now } };
}

/** The window's events still in it at `now`. */
const inWindow = (state: WindowState, now: number, limit: WindowLimit) =>
  state.times.filter((t) => t > now - limit.windowMs).slice(-limit.max);

/** One more event in a sliding window, unless it holds `max` already. */
export function takeWindowSlot(state: WindowState, now: number, limit: WindowLimit): Verdict<WindowState> {
  const times = inWindow(state, now, limit);
  if (times.length >= limit.max) {
    const oldest = times[0] ?? now;
    return { allowed: false, retryAfterMs: Math.max(1, oldest + limit.windowMs - now) };
  }
  return { allowed: true, next: { times: [...times, now] } };
}

/** Gives back a slot taken at `at` (an attempt that turned out not to be a failure). */
export function releaseWindowSlot(state: WindowState, at: number): WindowState {
  const index = state.times.lastIndexOf(at);
  if (index < 0) return state;
  return { times: [...state.times.slice(0, index), ...state.times.slice(index + 1)] };
}

/** When a window record can be forgotten: its newest event has left the window. */
export const windowKeepUntil = (state: WindowState, limit: WindowLimit): number =>
  Math.max(0, ...state.times) + limit.windowMs;
