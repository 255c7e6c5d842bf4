import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';
import { AppError } from '../http/AppError';
import { normalizeEmail, type ResetCode } from './Accounts';
import { FailureLimiter, type FailureLimiterOptions } from './local/failureLimiter';

export const resetCodeLifetimeMs = 15 * 60 * 1000;
export const maxResetCodeAttempts = 5;
/** Each code allows 5 guesses of 10⁶; capping codes per email caps guesses per hour too. */
export const resetRequestLimits: FailureLimiterOptions = { maxFailures: 5, windowMs: 60 * 60 * 1000 };

/** What an adapter keeps per (tenant, email): never the code, only a salted SHA-256 of it. */
export interface StoredResetCode {
  uid: string;
  salt: string;
  hash: string;
  expiresAt: string;
  attempts: number;
}

export interface ResetCodeStorage {
  get(key: string): Promise<StoredResetCode | null>;
  put(key: string, record: StoredResetCode): Promise<void>;
  delete(key: string): Promise<void>;
}

const digest = (salt: Buffer, code: string) => createHash('sha256').update(salt).update(code).digest();
const keyOf = (tenant: string, email: string) => `${tenant}\n${normalizeEmail(email)}`;

/**
 * The one-time reset codes of spec §2's reset flow, the same for every adapter: 6 digits from
 * a CSPRNG, 15 minutes, 5 wrong attempts, compared in constant time. Calls for one key are
 * serialized so concurrent guesses cannot share an attempt.
 */
export class ResetCodeBook {
  private readonly requests: FailureLimiter;
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly storage: ResetCodeStorage,
    private readonly clock: Clock,
    limits: FailureLimiterOptions = resetRequestLimits,
  ) {
    this.requests = new FailureLimiter(clock, limits);
  }

  /** Counts the request whether or not `uid` is known, so the limit reveals no account. */
  issue(tenant: string, email: string, uid: string | null): Promise<ResetCode | null> {
    const key = keyOf(tenant, email);
    if (this.requests.isBlocked(key)) return Promise.reject(new AppError('too_many_requests'));
    this.requests.fail(key);
    if (!uid) return Promise.resolve(null);
    return this.serialized(key, async () => {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const salt = randomBytes(16);
      const expiresAt = new Date(this.clock.now().getTime() + resetCodeLifetimeMs);
      await this.storage.put(key, {
        uid,
        salt: salt.toString('base64url'),
        hash: digest(salt, code).toString('base64url'),
        expiresAt: expiresAt.toISOString(),
        attempts: 0,
      });
      return { code, expiresAt };
    });
  }

  /** The uid the code was issued for when it is valid now; `consume` uses it up. */
  verify(tenant: string, email: string, code: string, consume: boolean): Promise<string | null> {
    const key = keyOf(tenant, email);
    return this.serialized(key, async () => {
      const record = await this.storage.get(key);
      if (!record) return null;
      if (new Date(record.expiresAt).getTime() <= this.clock.now().getTime()) {
        await this.storage.delete(key);
        return null;
      }
      const expected = Buffer.from(record.hash, 'base64url');
      const actual = digest(Buffer.from(record.salt, 'base64url'), code);
      const ok = actual.length === expected.length && timingSafeEqual(actual, expected);
      if (!ok) {
        const attempts = record.attempts + 1;
        if (attempts >= maxResetCodeAttempts) await this.storage.delete(key);
        else await this.storage.put(key, { ...record, attempts });
        return null;
      }
      if (consume) await this.storage.delete(key);
      return record.uid;
    });
  }

  private serialized<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const settled = run.catch(() => undefined);
    this.queues.set(key, settled);
    void settled.then(() => {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    });
    return run;
  }
}

/** For adapters without a place of their own (tests, a single Firebase instance). */
export function memoryResetCodeStorage(): ResetCodeStorage {
  const records = new Map<string, StoredResetCode>();
  return {
    get: async (key) => records.get(key) ?? null,
    put: async (key, record) => {
      records.set(key, record);
    },
    delete: async (key) => {
      records.delete(key);
    },
  };
}
