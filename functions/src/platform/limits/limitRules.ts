import type { LimitChange, LimitRecord } from './LimitRecords';

/** `perMinute` sustained, up to `burst` at once. */
export interface BucketRate {
  perMinute: number;
  burst: number;
}

const numberIn = (record: LimitRecord | null, field: string): number | null => {
  const value = record?.[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * A token bucket: full (`burst`) when new; one token back every 60000/perMinute ms. The result
 * is 0 when a token was taken, else the ms until one is free (nothing taken). The record is
 * kept until the bucket would be full again: after then a new one is the same.
 */
export function takeToken(current: LimitRecord | null, nowMs: number, rate: BucketRate): LimitChange<number> {
  const perMs = rate.perMinute / 60_000;
  const at = Math.min(numberIn(current, 'at') ?? nowMs, nowMs);
  const stored = numberIn(current, 'tokens') ?? rate.burst;
  const tokens = Math.min(rate.burst, stored + (nowMs - at) * perMs);
  if (tokens < 1) return { next: current, result: Math.ceil((1 - tokens) / perMs) };
  const left = tokens - 1;
  return {
    next: { tokens: left, at: nowMs },
    keepUntil: nowMs + Math.ceil((rate.burst - left) / perMs),
    result: 0,
  };
}

/** True, and remembered for `keepMs`, the first time; false while a claim is remembered. */
export function claimOnce(current: LimitRecord | null, nowMs: number, keepMs: number): LimitChange<boolean> {
  if (current) return { next: current, result: false };
  return { next: { at: nowMs }, keepUntil: nowMs + keepMs, result: true };
}

/** Forgets the record (a claim given back, a bucket reset). */
export const forget = (): LimitChange<undefined> => ({ next: null, result: undefined });

/** The leases of a record still running at `nowMs`, by holder. */
function liveLeases(current: LimitRecord | null, nowMs: number): Record<string, number> {
  const holders = current?.holders;
  const live: Record<string, number> = {};
  if (!holders || typeof holders !== 'object' || Array.isArray(holders)) return live;
  for (const [holder, until] of Object.entries(holders))
    if (typeof until === 'number' && until > nowMs) live[holder] = until;
  return live;
}

const leasesChange = <R>(holders: Record<string, number>, result: R): LimitChange<R> => {
  const untils = Object.values(holders);
  return untils.length === 0
    ? { next: null, result }
    : { next: { holders }, keepUntil: Math.max(...untils), result };
};

/**
 * One of at most `max` leases (a semaphore every instance shares): taken by `holder` until
 * `nowMs + leaseMs` when fewer than `max` are live, so a holder that dies (an instance lost
 * mid-run) frees its place when its lease ends. The result is 0 when taken (or already held),
 * else the ms until the first live lease ends.
 */
export function takeLease(
  current: LimitRecord | null,
  nowMs: number,
  holder: string,
  max: number,
  leaseMs: number,
): LimitChange<number> {
  const live = liveLeases(current, nowMs);
  if (holder in live || Object.keys(live).length < max)
    return leasesChange({ ...live, [holder]: nowMs + leaseMs }, 0);
  return { next: current, result: Math.max(1, Math.min(...Object.values(live)) - nowMs) };
}

/** The lease of `holder` given back (nothing when it holds none). */
export function releaseLease(
  current: LimitRecord | null,
  nowMs: number,
  holder: string,
): LimitChange<undefined> {
  const live = liveLeases(current, nowMs);
  if (!(holder in live)) return { next: current, result: undefined };
  delete live[holder];
  return leasesChange(live, undefined);
}
