import type { Clock } from '../../platform/clock';
import { addressBlock } from '../../platform/http/addressBlock';
import type { LimitRecord, LimitRecords } from '../../platform/limits/LimitRecords';

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
 * window's edge costs. The counters are records of the limits port, shared by every instance
 * and forgotten once their window has passed.
 */
const keyOf = (...parts: string[]) => `public-form\n${parts.join('\n')}`;

/** A counter's window: when it started and how many it has counted. */
interface Window {
  start: number;
  count: number;
}

/** The stored window, or a new one once it has passed (or when what is stored is not one). */
function current(stored: LimitRecord | null, now: number, limit: SubmissionWindow): Window {
  const { start, count } = (stored ?? {}) as Partial<Window>;
  if (typeof start !== 'number' || typeof count !== 'number' || now - start >= limit.windowMs || start > now)
    return { start: now, count: 0 };
  return { start, count };
}

/** How long until a full window ends; 0 when there is room. */
const waitFor = (window: Window, now: number, limit: SubmissionWindow) =>
  window.count < limit.max ? 0 : Math.max(1, window.start + limit.windowMs - now);

const counted = (window: Window, limit: SubmissionWindow) => ({
  next: { start: window.start, count: window.count + 1 },
  keepUntil: window.start + limit.windowMs,
});

export interface PublicFormLimiter {
  /**
   * Counts one submission of `widgetId` by `address` in `tenant` when both windows have room,
   * in one atomic step; else counts nothing. The milliseconds to wait, 0 when it may go ahead.
   */
  take(tenant: string, widgetId: string, address: string): Promise<number>;
}

export function publicFormLimiter(
  records: LimitRecords,
  clock: Clock,
  limits: PublicFormLimits = defaultPublicFormLimits,
): PublicFormLimiter {
  return {
    take: (tenant, widgetId, address) => {
      const now = clock.now().getTime();
      const keys = [keyOf('address', tenant, addressBlock(address)), keyOf('form', tenant, widgetId)];
      return records.changeAll(keys, now, ([storedMine, storedAll]) => {
        const mine = current(storedMine ?? null, now, limits.perAddress);
        const all = current(storedAll ?? null, now, limits.perForm);
        const wait = Math.max(waitFor(mine, now, limits.perAddress), waitFor(all, now, limits.perForm));
        if (wait > 0) return { next: [], result: wait };
        return { next: [counted(mine, limits.perAddress), counted(all, limits.perForm)], result: 0 };
      });
    },
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
