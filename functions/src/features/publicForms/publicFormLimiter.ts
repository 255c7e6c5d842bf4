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
 * Fixed windows (a start and a count per counter): constant work per submission however high
 * the limits are set; a burst across a window's end may reach twice the limit, which is all a
 * window's edge costs. Counters in a space of the Store no tenant can be (`~` is never a subdomain) and no API can
 * name, shared by every instance; ids are SHA-256 digests, so addresses are not kept in the clear.
 */
export const publicFormCounters = { tenant: systemTenant, collection: '~publicFormCounts' } as const;

const digest = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex');

/** A counter's window: when it started and how many it has counted. */
interface Window {
  start: number;
  count: number;
}

/** The stored window, or a new one once it has passed (or when what is stored is not one). */
function current(stored: unknown, now: number, limit: SubmissionWindow): Window {
  const { start, count } = (stored ?? {}) as Partial<Window>;
  if (typeof start !== 'number' || typeof count !== 'number' || now - start >= limit.windowMs || start > now)
    return { start: now, count: 0 };
  return { start, count };
}

/** How long until a full window ends; 0 when there is room. */
const waitFor = (window: Window, now: number, limit: SubmissionWindow) =>
  window.count < limit.max ? 0 : Math.max(1, window.start + limit.windowMs - now);

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
        const mine = current(await tx.get(collection, addressId), now, limits.perAddress);
        const all = current(await tx.get(collection, formId), now, limits.perForm);
        const wait = Math.max(waitFor(mine, now, limits.perAddress), waitFor(all, now, limits.perForm));
        if (wait > 0) return wait;
        tx.set(collection, addressId, { start: mine.start, count: mine.count + 1 });
        tx.set(collection, formId, { start: all.start, count: all.count + 1 });
        return 0;
      }),
  };
}

/**
 * `PUBLIC_FORM_LIMITS=<per address>/<per form>` (submissions a minute), for a load test or a
 * busy campaign; unset, the defaults. Anything else stops the server at start.
 */
export function publicFormLimitsFrom(value: string | undefined): PublicFormLimits | undefined {
  if (value === undefined || value === '') return undefined;
  const match = /^(\d{1,9})\/(\d{1,9})$/.exec(value.trim());
  if (!match) throw new Error(`PUBLIC_FORM_LIMITS must be <per address>/<per form>, got "${value}"`);
  return {
    perAddress: { max: Number(match[1]), windowMs: minute },
    perForm: { max: Number(match[2]), windowMs: minute },
  };
}
