import { createHash } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import { addressBlock } from '../../platform/http/addressBlock';
import { type Store, systemTenant } from '../../platform/store/Store';

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
 * Where the counters live: a space of the Store that no tenant can be (`~` is never in a
 * subdomain) and no API can name, so they survive a restart on the embedded server and are
 * shared by every instance in the cloud. Ids are SHA-256 digests: addresses are not kept in
 * the clear.
 */
export const signupCounters = { tenant: systemTenant, collection: '~signupCounts' } as const;

const overallId = 'all';
const addressId = (address: string) => createHash('sha256').update(`address\n${address}`).digest('hex');

function recent(times: unknown, now: number, window: SignupWindow): number[] {
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

export interface SignupLimiter {
  /**
   * Counts one sign-up for `address` if both windows have room, in one transaction (two
   * callers cannot both take the last place); else counts nothing. Answers the milliseconds to
   * wait, 0 when the sign-up may go ahead.
   */
  take(address: string): Promise<number>;
}

export function signupLimiter(store: Store, clock: Clock, limits = defaultSignupLimits): SignupLimiter {
  const { tenant, collection } = signupCounters;
  return {
    take: (address) =>
      store.transaction(tenant, async (tx) => {
        const now = clock.now().getTime();
        const id = addressId(addressBlock(address));
        const mine = recent((await tx.get(collection, id))?.times, now, limits.perAddress);
        const all = recent((await tx.get(collection, overallId))?.times, now, limits.overall);
        const wait = Math.max(waitFor(mine, now, limits.perAddress), waitFor(all, now, limits.overall));
        if (wait > 0) return wait;
        tx.set(collection, id, { times: [...mine, now] });
        tx.set(collection, overallId, { times: [...all, now] });
        return 0;
      }),
  };
}
