import { createHash, randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { Clock } from '../../clock';
import type { Ids } from '../../ids';
import type { Account, Accounts, NewAccount, PasswordCheck, ResetCode, Session } from '../Accounts';
import { normalizeEmail } from '../Accounts';
import { FailureLimiter, type FailureLimiterOptions } from '../local/failureLimiter';
import { sessionLifetimeMs } from '../local/sqliteSessions';
import { memoryResetCodeStorage, ResetCodeBook, type ResetCodeStorage } from '../resetCodes';
import { emailInUse, tenantUsers, toAccount } from './firebaseUsers';
import type { IdentityToolkit } from './identityToolkit';
import { memorySessionRevocations, type SessionRevocations } from './sessionRevocations';
import { toFirebaseEmail } from './tenantEmail';

export interface FirebaseAccountsDeps {
  auth: Auth;
  toolkit: IdentityToolkit;
  clock: Clock;
  ids: Ids;
  limits?: FailureLimiterOptions;
  resetCodes?: ResetCodeStorage;
  revocations?: SessionRevocations;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Accounts on Firebase Authentication: the level is the custom claim `lvl` and the tenant the
 * claim `tenant` (see tenantEmail.ts); passwords are checked by Identity Toolkit; sessions are
 * Firebase session cookies (createSessionCookie / verifySessionCookie) carrying `sat`, the
 * millisecond they were issued, and a random `sid`, so they can be ended one by one or all
 * at once.
 */
export class FirebaseAccounts implements Accounts {
  private readonly users;
  private readonly limiter: FailureLimiter;
  private readonly resetCodes: ResetCodeBook;
  private readonly revocations: SessionRevocations;
  private lastStamp = 0;

  constructor(private readonly deps: FirebaseAccountsDeps) {
    this.users = tenantUsers(deps.auth);
    this.limiter = new FailureLimiter(deps.clock, deps.limits);
    this.resetCodes = new ResetCodeBook(deps.resetCodes ?? memoryResetCodeStorage(), deps.clock);
    this.revocations = deps.revocations ?? memorySessionRevocations();
  }

  async create(tenant: string, input: NewAccount): Promise<Account> {
    const uid = input.uid ?? this.deps.ids.newId();
    await emailInUse(
      this.deps.auth.createUser({
        uid,
        email: toFirebaseEmail(tenant, input.email),
        password: input.password,
        disabled: input.disabled ?? false,
      }),
    );
    await this.deps.auth.setCustomUserClaims(uid, { tenant, lvl: input.lvl });
    return { uid, email: normalizeEmail(input.email), lvl: input.lvl, disabled: input.disabled ?? false };
  }

  async get(tenant: string, uid: string): Promise<Account | null> {
    return toAccount(tenant, await this.users.user(tenant, uid));
  }

  findByEmail(tenant: string, email: string): Promise<Account | null> {
    return this.users.byEmail(tenant, email);
  }

  async remove(tenant: string, uid: string): Promise<void> {
    if (await this.users.user(tenant, uid)) await this.deps.auth.deleteUser(uid);
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
    const answer = await this.deps.toolkit.signInWithPassword(toFirebaseEmail(tenant, email), password);
    const account = await this.findByEmail(tenant, email);
    if (!account) {
      this.limiter.fail(accountKey);
      this.limiter.fail(addressKey);
      return { status: 'no_account' };
    }
    if ('idToken' in answer) {
      this.limiter.clear(accountKey);
      return { status: 'ok', account };
    }
    // Identity Toolkit refuses a disabled user before it checks the password (USER_DISABLED):
    // the sign-in answers wrong user for it either way, so that is no guess to count.
    if (!account.disabled) {
      this.limiter.fail(accountKey);
      this.limiter.fail(addressKey);
    }
    return { status: 'bad_password', account };
  }

  async createSession(tenant: string, uid: string): Promise<Session> {
    await this.users.existing(tenant, uid);
    const issuedAt = this.nextStamp();
    // `sid` makes every cookie unique, even two issued in the same millisecond.
    const sid = randomBytes(16).toString('base64url');
    const custom = await this.deps.auth.createCustomToken(uid, { sat: issuedAt, sid });
    const idToken = await this.deps.toolkit.signInWithCustomToken(custom);
    const token = await this.deps.auth.createSessionCookie(idToken, { expiresIn: sessionLifetimeMs });
    return { token, expiresAt: new Date(issuedAt + sessionLifetimeMs) };
  }

  async resolveSession(tenant: string, token: string): Promise<Account | null> {
    const now = this.deps.clock.now();
    if (await this.revocations.isTokenRevoked(hash(token), now)) return null;
    const decoded = await this.deps.auth.verifySessionCookie(token, false).catch(() => null);
    const sat = decoded?.sat;
    if (!decoded || decoded.tenant !== tenant || typeof sat !== 'number') return null;
    if (sat + sessionLifetimeMs <= now.getTime()) return null;
    if (sat < (await this.revocations.revokedBefore(`${tenant}:${decoded.uid}`))) return null;
    const account = await this.get(tenant, decoded.uid);
    return account && !account.disabled ? account : null;
  }

  async deleteSession(_tenant: string, token: string): Promise<void> {
    const until = new Date(this.deps.clock.now().getTime() + sessionLifetimeMs);
    await this.revocations.revokeToken(hash(token), until);
  }

  async deleteSessionsOf(tenant: string, uid: string): Promise<void> {
    await this.revocations.revokeAllBefore(`${tenant}:${uid}`, this.nextStamp());
    if (await this.users.user(tenant, uid)) await this.deps.auth.revokeRefreshTokens(uid);
  }

  async setPassword(tenant: string, uid: string, password: string): Promise<void> {
    await this.users.existing(tenant, uid);
    await this.deps.auth.updateUser(uid, { password });
  }

  async setEmail(tenant: string, uid: string, email: string): Promise<Account> {
    await this.users.existing(tenant, uid);
    const user = await emailInUse(this.deps.auth.updateUser(uid, { email: toFirebaseEmail(tenant, email) }));
    return toAccount(tenant, user) as Account;
  }

  async setLevel(tenant: string, uid: string, lvl: number): Promise<void> {
    const user = await this.users.existing(tenant, uid);
    await this.deps.auth.setCustomUserClaims(uid, { ...user.customClaims, tenant, lvl });
  }

  async setDisabled(tenant: string, uid: string, disabled: boolean): Promise<void> {
    await this.users.existing(tenant, uid);
    await this.deps.auth.updateUser(uid, { disabled });
  }

  async createResetCode(tenant: string, email: string): Promise<ResetCode | null> {
    const account = await this.findByEmail(tenant, email);
    return this.resetCodes.issue(tenant, email, account && !account.disabled ? account.uid : null);
  }

  async checkResetCode(tenant: string, email: string, code: string): Promise<boolean> {
    return (await this.validResetCode(tenant, email, code, false)) !== null;
  }

  consumeResetCode(tenant: string, email: string, code: string): Promise<string | null> {
    return this.validResetCode(tenant, email, code, true);
  }

  /**
   * Milliseconds that only grow: a revocation takes a stamp of its own, so every session issued
   * before it is older and every later one newer, even within one millisecond.
   */
  private nextStamp(): number {
    this.lastStamp = Math.max(this.deps.clock.now().getTime(), this.lastStamp + 1);
    return this.lastStamp;
  }

  private async validResetCode(tenant: string, email: string, code: string, consume: boolean) {
    const uid = await this.resetCodes.verify(tenant, email, code, consume);
    const account = uid ? await this.findByEmail(tenant, email) : null;
    return account && account.uid === uid && !account.disabled ? uid : null;
  }
}
