import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';
import { RetryLater } from '../http/AppError';
import { normalizeEmail, type ResetCode } from './Accounts';
import { type AuthRecord, type AuthRecords, everyTenant } from './authRecords';
import { readWindow, takeWindowSlot, type WindowLimit, windowKeepUntil } from './throttleRules';

export const resetCodeLifetimeMs = 15 * 60 * 1000;
export const maxResetCodeAttempts = 5;

/** How often codes may be asked for. */
export interface ResetRequestLimits {
  /** Each code allows 5 guesses of 10⁶: capping codes per e-mail caps guesses per hour too. */
  perEmail: WindowLimit;
  /** Enough for a shared office, few for a sprayer. */
  perAddress: WindowLimit;
}

export const resetRequestLimits: ResetRequestLimits = {
  perEmail: { max: 5, windowMs: 60 * 60 * 1000 },
  perAddress: { max: 20, windowMs: 60 * 60 * 1000 },
};

/** What an adapter keeps per (tenant, email): never the code, only a salted SHA-256 of it. */
export interface StoredResetCode {
  uid: string;
  salt: string;
  hash: string;
  expiresAt: string;
  /** Checks started (reserved before the comparison); a right code that is kept gives its one back. */
  attempts: number;
}

const digest = (salt: Buffer, code: string) => createHash('sha256').update(salt).update(code).digest();

/** A stored record, or null when there is none or it is malformed. */
export function readResetCode(record: AuthRecord | null): StoredResetCode | null {
  if (!record) return null;
  const { uid, salt, hash, expiresAt, attempts } = record;
  if (typeof uid !== 'string' || typeof salt !== 'string' || typeof hash !== 'string') return null;
  if (typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt))) return null;
  if (typeof attempts !== 'number' || !Number.isSafeInteger(attempts) || attempts < 0) return null;
  return { uid, salt, hash, expiresAt, attempts };
}

const keep = (record: StoredResetCode) => ({
  next: { ...record },
  keepUntil: Date.parse(record.expiresAt),
});

/**
 * The one-time reset codes of spec §2's reset flow, the same for every adapter: 6 digits from
 * a CSPRNG, 15 minutes, 5 wrong attempts, compared in constant time. Every check first takes an
 * attempt in one atomic step of the adapter's records, then compares: parallel guesses (on one
 * instance or many) are counted one by one, and once 5 have been taken the code is dead.
 */
export class ResetCodeBook {
  constructor(
    private readonly records: AuthRecords,
    private readonly clock: Clock,
    private readonly limits: ResetRequestLimits = resetRequestLimits,
  ) {}

  /**
   * Counts the request per address and per e-mail whether or not `uid` is known, so the limit
   * reveals no account; fails with AppError `too_many_requests` past either limit.
   */
  async issue(tenant: string, email: string, address: string, uid: string | null): Promise<ResetCode | null> {
    const key = normalizeEmail(email);
    for (const [space, limitKey, limit] of [
      // An address's requests count across companies; an e-mail's within its company.
      [everyTenant, `reset-address\n${address}`, this.limits.perAddress],
      [tenant, `reset\n${key}`, this.limits.perEmail],
    ] as const) {
      const wait = await this.takeRequest(space, limitKey, limit);
      if (wait > 0) throw new RetryLater('too_many_requests', wait);
    }
    if (!uid) return null;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16);
    const expiresAt = new Date(this.clock.now().getTime() + resetCodeLifetimeMs);
    const record: StoredResetCode = {
      uid,
      salt: salt.toString('base64url'),
      hash: digest(salt, code).toString('base64url'),
      expiresAt: expiresAt.toISOString(),
      attempts: 0,
    };
    await this.records.change('resetCodes', tenant, key, () => ({ ...keep(record), result: undefined }));
    return { code, expiresAt };
  }

  /** The uid the code was issued for when it is valid now; `consume` uses it up (once). */
  async verify(tenant: string, email: string, code: string, consume: boolean): Promise<string | null> {
    const key = normalizeEmail(email);
    const now = this.clock.now().getTime();
    const taken = await this.records.change('resetCodes', tenant, key, (current) => {
      const record = readResetCode(current);
      if (!record || Date.parse(record.expiresAt) <= now) return { next: null, result: null };
      // Spent: kept until it expires, so a replayed guess finds it dead rather than missing.
      if (record.attempts >= maxResetCodeAttempts) return { next: current, result: null };
      return { ...keep({ ...record, attempts: record.attempts + 1 }), result: record };
    });
    if (!taken) return null;
    const expected = Buffer.from(taken.hash, 'base64url');
    const actual = digest(Buffer.from(taken.salt, 'base64url'), code);
    // A wrong code keeps the attempt it took.
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
    const same = (current: AuthRecord | null) => {
      const record = readResetCode(current);
      return record?.hash === taken.hash ? record : null;
    };
    if (consume) {
      const used = await this.records.change('resetCodes', tenant, key, (current) =>
        same(current) ? { next: null, result: true } : { next: current, result: false },
      );
      return used ? taken.uid : null;
    }
    // Checked, not used: the attempt is given back (only the holder of the right code gets one).
    await this.records.change('resetCodes', tenant, key, (current) => {
      const record = same(current);
      if (!record) return { next: current, result: undefined };
      return { ...keep({ ...record, attempts: Math.max(0, record.attempts - 1) }), result: undefined };
    });
    return taken.uid;
  }

  /** Takes a slot of the window: 0, or how long (ms) until one is free. */
  private takeRequest(tenant: string, key: string, limit: WindowLimit): Promise<number> {
    const now = this.clock.now().getTime();
    return this.records.change('limits', tenant, key, (current) => {
      const verdict = takeWindowSlot(readWindow(current), now, limit);
      if (!verdict.allowed) return { next: current, result: verdict.retryAfterMs };
      return { next: { ...verdict.next }, keepUntil: windowKeepUntil(verdict.next, limit), result: 0 };
    });
  }
}
