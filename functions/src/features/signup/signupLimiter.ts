import type { Clock } from '../../platform/clock';
import { addressBlock } from '../../platform/http/addressBlock';
import type { LimitRecord, LimitRecords } from '../../platform/limits/LimitRecords';

/** At most `max` sign-ups in any `windowMs`. */
export interface SignupWindow {
  max: number;
  windowMs: number;
}

export interface SignupLimits {
  /**
   * Per caller address (clientAddress: the socket, or what a trusted proxy vouches for); IPv6
   * callers by their /64 (addressBlock).
   */
  perAddress: SignupWindow;
  /** All callers together: many addresses still cannot mint tenants by the thousand. */
  overall: SignupWindow;
}

const hour = 60 * 60 * 1000;
export const defaultSignupLimits: SignupLimits = {
  perAddress: { max: 5, windowMs: hour },
  overall: { max: 50, windowMs: hour },
};

/**
 * The counters are records of the limits port: shared by every instance (and, on the embedded
 * server, kept in its SQLite file through the Store, so they survive a restart), forgotten when
 * the last sign-up they count has left its window.
 */
const overallKey = 'signup\nall';
const addressKey = (address: string) => `signup\naddress\n${address}`;

function recent(stored: LimitRecord | null, now: number, window: SignupWindow): number[] {
  const times = stored?.times;
  const since = now - window.windowMs;
  const kept = Array.isArray(times)
    ? times.filter((t): t is number => typeof t === 'number' && t > since)
    : [];
  return kept.sort((a, b) => a - b).slice(-window.max);
}

/** How long until the oldest counted sign-up leaves a full window; 0 when there is room. */
function waitFor(times: number[], now: number, window: SignupWindow): number {
  if (times.length < window.max) return 0;
  return Math.max(1, (times[times.length - window.max] ?? now) + window.windowMs - now);
}

const counted = (times: number[], now: number, window: SignupWindow) => ({
  next: { times: [...times, now] },
  keepUntil: now + window.windowMs,
});

export interface SignupLimiter {
  /**
   * Counts one sign-up for `address` if both windows have room, in one atomic step (two
   * callers cannot both take the last place); else counts nothing. Answers the milliseconds to
   * wait, 0 when the sign-up may go ahead.
   */
  take(address: string): Promise<number>;
}

export function signupLimiter(
  records: LimitRecords,
  clock: Clock,
  limits = defaultSignupLimits,
): SignupLimiter {
  return {
    take: (address) => {
      const now = clock.now().getTime();
      return records.changeAll(
        [addressKey(addressBlock(address)), overallKey],
        now,
        ([stored, storedAll]) => {
          const mine = recent(stored ?? null, now, limits.perAddress);
          const all = recent(storedAll ?? null, now, limits.overall);
          const wait = Math.max(waitFor(mine, now, limits.perAddress), waitFor(all, now, limits.overall));
          if (wait > 0) return { next: [], result: wait };
          return {
            next: [counted(mine, now, limits.perAddress), counted(all, now, limits.overall)],
            result: 0,
          };
        },
      );
    },
  };
}
