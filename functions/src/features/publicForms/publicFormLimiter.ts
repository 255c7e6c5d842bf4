import { createHash } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import { addressBlock } from '../../platform/http/addressBlock';
import { type Store, systemTenant } from '../../platform/store/Store';

/** At most `max` submissions in any `windowMs`. */
export interface SubmissionWindow {
  max: number;
  windowMs: number;
}

export interface PublicFormLimits {
  /** Per caller address (IPv6 by its /64) across a company's public forms. */
  perAddress: SubmissionWindow;
  /** Per form, all callers together: many addresses still cannot flood one collection. */
  perForm: SubmissionWindow;
}

const minute = 60 * 1000;
export const defaultPublicFormLimits: PublicFormLimits = {
  perAddress: { max: 10, windowMs: minute },
  perForm: { max: 300, windowMs: minute },
};

/**
 * Counters in a space of the Store no tenant can be (`~` is never a subdomain) and no API can
 * name, shared by every instance; ids are SHA-256 digests, so addresses are not kept in the clear.
 */
export const publicFormCounters = { tenant: systemTenant, collection: '~publicFormCounts' } as const;

const digest = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex');

function recent(times: unknown, now: number, window: SubmissionWindow): number[] {
  const since = now - window.windowMs;
  const kept = Array.isArray(times)
    ? times.filter((t): t is number => typeof t === 'number' && t > since)
    : [];
  return kept.sort((a, b) => a - b).slice(-window.max);
}

function waitFor(times: number[], now: number, window: SubmissionWindow): number {
  if (times.length < window.max) return 0;
  return Math.max(1, (times[times.length - window.max] ?? now) + window.windowMs - now);
}

export interface PublicFormLimiter {
  /**
   * Counts one submission of `widgetId` by `address` in `tenant` when both windows have room,
   * in one transaction; else counts nothing. The milliseconds to wait, 0 when it may go ahead.
   */
  take(tenant: string, widgetId: string, address: string): Promise<number>;
}

export function publicFormLimiter(
  store: Store,
  clock: Clock,
  limits: PublicFormLimits = defaultPublicFormLimits,
): PublicFormLimiter {
  const { tenant: counters, collection } = publicFormCounters;
  return {
    take: (tenant, widgetId, address) =>
      store.transaction(counters, async (tx) => {
        const now = clock.now().getTime();
        const addressId = digest('address', tenant, addressBlock(address));
        const formId = digest('form', tenant, widgetId);
        const mine = recent((await tx.get(collection, addressId))?.times, now, limits.perAddress);
        const all = recent((await tx.get(collection, formId))?.times, now, limits.perForm);
        const wait = Math.max(waitFor(mine, now, limits.perAddress), waitFor(all, now, limits.perForm));
        if (wait > 0) return wait;
        tx.set(collection, addressId, { times: [...mine, now] });
        tx.set(collection, formId, { times: [...all, now] });
        return 0;
      }),
  };
}
