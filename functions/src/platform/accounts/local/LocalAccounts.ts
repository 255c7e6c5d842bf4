import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Clock } from '../../clock';
import { AppError } from '../../http/AppError';
import type { Ids } from '../../ids';
import { statementCache } from '../../sqlite/statementCache';
import {
  type Account,
  type Accounts,
  type NewAccount,
  normalizeEmail,
  type PasswordCheck,
  type Session,
} from '../Accounts';
import { FailureLimiter, type FailureLimiterOptions } from './failureLimiter';
import { dummyHash, hashPassword, verifyPassword } from './passwordHash';
import { createAccountsSchema } from './schema';

export const sessionLifetimeMs = 14 * 24 * 60 * 60 * 1000;

interface AccountRow {
  uid: string;
  email: string;
  password_hash: string;
  lvl: number;
  disabled: number;
}

const toAccount = (row: AccountRow): Account => ({
  uid: row.uid,
  email: row.email,
  lvl: row.lvl,
  disabled: row.disabled === 1,
});

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LocalAccountsDeps {
  db: Database;
  clock: Clock;
  ids: Ids;
  limits?: FailureLimiterOptions;
}

/** Accounts and sessions in SQLite; login failures are counted in memory (one process). */
export class LocalAccounts implements Accounts {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly ids: Ids;
  private readonly limiter: FailureLimiter;
  private readonly sql: ReturnType<typeof statementCache>;

  constructor(deps: LocalAccountsDeps) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.ids = deps.ids;
    this.limiter = new FailureLimiter(deps.clock, deps.limits);
    createAccountsSchema(this.db);
    this.sql = statementCache(this.db);
  }

  async create(tenant: string, input: NewAccount): Promise<Account> {
    const email = normalizeEmail(input.email);
    const uid = input.uid ?? this.ids.newId();
    const hash = await hashPassword(input.password);
    try {
      this.sql(
        'INSERT INTO accounts (tenant, uid, email, password_hash, lvl, disabled, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(tenant, uid, email, hash, input.lvl, input.disabled ? 1 : 0, this.clock.now().toISOString());
    } catch (err) {
      if (err instanceof Error && 'code' in err && String(err.code).startsWith('SQLITE_CONSTRAINT')) {
        throw new AppError('email_in_use');
      }
      throw err;
    }
    return { uid, email, lvl: input.lvl, disabled: input.disabled ?? false };
  }

  async get(tenant: string, uid: string): Promise<Account | null> {
    const row = this.sql('SELECT * FROM accounts WHERE tenant = ? AND uid = ?').get(tenant, uid) as
      | AccountRow
      | undefined;
    return row ? toAccount(row) : null;
  }

  async findByEmail(tenant: string, email: string): Promise<Account | null> {
    const row = this.row(tenant, email);
    return row ? toAccount(row) : null;
  }

  async remove(tenant: string, uid: string): Promise<void> {
    this.db.transaction(() => {
      this.sql('DELETE FROM sessions WHERE tenant = ? AND uid = ?').run(tenant, uid);
      this.sql('DELETE FROM accounts WHERE tenant = ? AND uid = ?').run(tenant, uid);
    })();
  }

  async checkPassword(
    tenant: string,
    email: string,
    password: string,
    address: string,
  ): Promise<PasswordCheck> {
    const accountKey = `account:${tenant}:${normalizeEmail(email)}`;
    const addressKey = `address:${address}`;
    if (this.limiter.isBlocked(accountKey) || this.limiter.isBlocked(addressKey))
      return { status: 'rate_limited' };
    const row = this.row(tenant, email);
    const ok = await verifyPassword(password, row?.password_hash ?? (await dummyHash()));
    if (!row || !ok) {
      this.limiter.fail(accountKey);
      this.limiter.fail(addressKey);
      return row ? { status: 'bad_password', account: toAccount(row) } : { status: 'no_account' };
    }
    this.limiter.clear(accountKey);
    return { status: 'ok', account: toAccount(row) };
  }

  async createSession(tenant: string, uid: string): Promise<Session> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
    // Expired sessions are swept here rather than by a timer: sign-ins are rare and cheap.
    this.sql('DELETE FROM sessions WHERE expires_at <= ?').run(now.toISOString());
    this.sql(
      'INSERT INTO sessions (token_hash, tenant, uid, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    ).run(sha256(token), tenant, uid, now.toISOString(), expiresAt.toISOString());
    return { token, expiresAt };
  }

  async resolveSession(tenant: string, token: string): Promise<Account | null> {
    const row = this.sql(
      'SELECT a.* FROM sessions s JOIN accounts a ON a.tenant = s.tenant AND a.uid = s.uid ' +
        'WHERE s.token_hash = ? AND s.tenant = ? AND s.expires_at > ?',
    ).get(sha256(token), tenant, this.clock.now().toISOString()) as AccountRow | undefined;
    if (!row || row.disabled === 1) return null;
    return toAccount(row);
  }

  async deleteSession(tenant: string, token: string): Promise<void> {
    this.sql('DELETE FROM sessions WHERE token_hash = ? AND tenant = ?').run(sha256(token), tenant);
  }

  private row(tenant: string, email: string): AccountRow | undefined {
    return this.sql('SELECT * FROM accounts WHERE tenant = ? AND email = ?').get(
      tenant,
      normalizeEmail(email),
    ) as AccountRow | undefined;
  }
}
