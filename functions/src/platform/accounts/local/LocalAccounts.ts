import type { Database } from 'better-sqlite3';
import type { Clock } from '../../clock';
import { AppError } from '../../http/AppError';
import type { Ids } from '../../ids';
import { type OwnTransaction, ownTransaction } from '../../sqlite/ownTransaction';
import { statementCache } from '../../sqlite/statementCache';
import {
  type Account,
  type Accounts,
  type NewAccount,
  normalizeEmail,
  type PasswordCheck,
  type ResetCode,
  type Session,
} from '../Accounts';
import { LoginThrottle } from '../loginThrottle';
import { ResetCodeBook, type ResetRequestLimits } from '../resetCodes';
import type { LoginLimits } from '../throttleRules';
import { type AccountRow, isUniqueViolation, toAccount } from './accountRow';
import { dummyHash, hashPassword, verifyPassword } from './passwordHash';
import { createAccountsSchema } from './schema';
import { sqliteAuthRecords } from './sqliteAuthRecords';
import { SqliteSessions, tokenHash } from './sqliteSessions';

export { sessionLifetimeMs } from './sqliteSessions';

export interface LocalAccountsDeps {
  db: Database;
  clock: Clock;
  ids: Ids;
  limits?: LoginLimits;
  resetLimits?: ResetRequestLimits;
  /**
   * How each write reaches the database: in a transaction of its own, committed before the call
   * returns. The embedded deployment passes one that first commits the store's pending group
   * (the store shares `db`), so no security write shares a data command's fate.
   */
  own?: OwnTransaction;
}

/**
 * Accounts, sessions, sign-in and reset counters and reset codes in SQLite: every write is
 * durable on its own before the call returns, and the counters outlive a restart.
 */
export class LocalAccounts implements Accounts {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly ids: Ids;
  private readonly own: OwnTransaction;
  private readonly throttle: LoginThrottle;
  private readonly sql: ReturnType<typeof statementCache>;
  private readonly sessions: SqliteSessions;
  private readonly resetCodes: ResetCodeBook;

  constructor(deps: LocalAccountsDeps) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.ids = deps.ids;
    this.own = deps.own ?? ownTransaction(deps.db);
    createAccountsSchema(this.db);
    const records = sqliteAuthRecords(this.db, deps.clock, this.own);
    this.throttle = new LoginThrottle(records, deps.clock, deps.limits);
    this.sql = statementCache(this.db);
    this.sessions = new SqliteSessions(this.db, deps.clock);
    this.resetCodes = new ResetCodeBook(records, deps.clock, deps.resetLimits);
  }

  async create(tenant: string, input: NewAccount): Promise<Account> {
    const email = normalizeEmail(input.email);
    const uid = input.uid ?? this.ids.newId();
    const hash = await hashPassword(input.password);
    try {
      this.own(() =>
        this.sql(
          'INSERT INTO accounts (tenant, uid, email, password_hash, lvl, disabled, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        ).run(tenant, uid, email, hash, input.lvl, input.disabled ? 1 : 0, this.clock.now().toISOString()),
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('email_in_use');
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
    this.own(() => {
      this.sessions.deleteAllOf(tenant, uid);
      this.sql('DELETE FROM accounts WHERE tenant = ? AND uid = ?').run(tenant, uid);
    });
  }

  async checkPassword(
    tenant: string,
    email: string,
    password: string,
    address: string,
  ): Promise<PasswordCheck> {
    // Counted before the (slow) check: parallel guesses cannot all get through.
    const reservation = await this.throttle.reserve(tenant, email, address);
    if (!reservation.allowed) return { status: 'rate_limited', retryAfterMs: reservation.retryAfterMs };
    const row = this.row(tenant, email);
    const ok = await verifyPassword(password, row?.password_hash ?? (await dummyHash()));
    if (!row || !ok)
      return row ? { status: 'bad_password', account: toAccount(row) } : { status: 'no_account' };
    await this.throttle.succeeded(reservation.ticket);
    return { status: 'ok', account: toAccount(row) };
  }

  async createSession(tenant: string, uid: string): Promise<Session> {
    return this.own(() => this.sessions.create(tenant, uid));
  }

  async resolveSession(tenant: string, token: string): Promise<Account | null> {
    const row = this.sql(
      'SELECT a.* FROM sessions s JOIN accounts a ON a.tenant = s.tenant AND a.uid = s.uid ' +
        'WHERE s.token_hash = ? AND s.tenant = ? AND s.expires_at > ?',
    ).get(tokenHash(token), tenant, this.clock.now().toISOString()) as AccountRow | undefined;
    if (!row || row.disabled === 1) return null;
    return toAccount(row);
  }

  async deleteSession(tenant: string, token: string): Promise<void> {
    this.own(() => this.sessions.delete(tenant, token));
  }

  async deleteSessionsOf(tenant: string, uid: string): Promise<void> {
    this.own(() => this.sessions.deleteAllOf(tenant, uid));
  }

  async setPassword(tenant: string, uid: string, password: string): Promise<void> {
    const hash = await hashPassword(password);
    this.update(tenant, uid, 'password_hash', hash);
  }

  async setEmail(tenant: string, uid: string, email: string): Promise<Account> {
    try {
      this.update(tenant, uid, 'email', normalizeEmail(email));
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('email_in_use');
      throw err;
    }
    return (await this.get(tenant, uid)) as Account;
  }

  async setLevel(tenant: string, uid: string, lvl: number): Promise<void> {
    this.update(tenant, uid, 'lvl', lvl);
  }

  async setDisabled(tenant: string, uid: string, disabled: boolean): Promise<void> {
    this.update(tenant, uid, 'disabled', disabled ? 1 : 0);
  }

  async createResetCode(tenant: string, email: string, address: string): Promise<ResetCode | null> {
    const row = this.row(tenant, email);
    return this.resetCodes.issue(tenant, email, address, row && row.disabled === 0 ? row.uid : null);
  }

  async checkResetCode(tenant: string, email: string, code: string): Promise<boolean> {
    return (await this.validResetCode(tenant, email, code, false)) !== null;
  }

  async consumeResetCode(tenant: string, email: string, code: string): Promise<string | null> {
    return this.validResetCode(tenant, email, code, true);
  }

  /** A code is only good while its account still has that email and is enabled. */
  private async validResetCode(tenant: string, email: string, code: string, consume: boolean) {
    const uid = await this.resetCodes.verify(tenant, email, code, consume);
    const row = uid ? this.row(tenant, email) : undefined;
    return row && row.uid === uid && row.disabled === 0 ? uid : null;
  }

  private update(
    tenant: string,
    uid: string,
    column: 'password_hash' | 'email' | 'lvl' | 'disabled',
    value: string | number,
  ) {
    const { changes } = this.own(() =>
      this.sql(`UPDATE accounts SET ${column} = ? WHERE tenant = ? AND uid = ?`).run(value, tenant, uid),
    );
    if (changes === 0) throw new AppError('not_found');
  }

  private row(tenant: string, email: string): AccountRow | undefined {
    return this.sql('SELECT * FROM accounts WHERE tenant = ? AND email = ?').get(
      tenant,
      normalizeEmail(email),
    ) as AccountRow | undefined;
  }
}
