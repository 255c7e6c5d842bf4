import { createHash, randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { Clock } from '../../clock';
import type { Ids } from '../../ids';
import type { Account, Accounts, NewAccount, PasswordCheck, ResetCode, Session } from '../Accounts';
import { normalizeEmail } from '../Accounts';
import { type AuthRecords, memoryAuthRecords } from '../authRecords';
import { sessionLifetimeMs } from '../local/sqliteSessions';
import { LoginThrottle } from '../loginThrottle';
import { ResetCodeBook, type ResetRequestLimits } from '../resetCodes';
import type { LoginLimits } from '../throttleRules';
import { emailInUse, tenantUsers, toAccount } from './firebaseUsers';
import type { IdentityToolkit } from './identityToolkit';
import { memorySessionRevocations, type SessionRevocations } from './sessionRevocations';
import { toFirebaseEmail } from './tenantEmail';

export interface FirebaseAccountsDeps {
  auth: Auth;
  toolkit: IdentityToolkit;
  clock: Clock;
  ids: Ids;
  limits?: LoginLimits;
  resetLimits?: ResetRequestLimits;
  /**
   * Where counters, codes and revocations are kept. The defaults are this process's memory,
   * which only suits a single instance: the cloud deployment passes storeAuthState(store).
   */
  records?: AuthRecords;
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
  private readonly throttle: LoginThrottle;
  private readonly resetCodes: ResetCodeBook;
  private readonly revocations: SessionRevocations;
  private lastStamp = 0;

  constructor(private readonly deps: FirebaseAccountsDeps) {
    this.users = tenantUsers(deps.auth);
    const records = deps.records ?? memoryAuthRecords();
    this.throttle = new LoginThrottle(records, deps.clock, deps.limits);
    this.resetCodes = new ResetCodeBook(records, deps.clock, deps.resetLimits);
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
    // Counted before Identity Toolkit is asked: parallel guesses cannot all get through.
    const reservation = await this.throttle.reserve(tenant, email, address);
    if (!reservation.allowed) return { status: 'rate_limited', retryAfterMs: reservation.retryAfterMs };
    const answer = await this.deps.toolkit.signInWithPassword(toFirebaseEmail(tenant, email), password);
    const account = await this.findByEmail(tenant, email);
    if (!account) return { status: 'no_account' };
    if ('idToken' in answer) {
      await this.throttle.succeeded(reservation.ticket);
      // Only after the right password: a wrong one must not learn about the claims.
      await this.users.assertValidClaims(tenant, account.uid);
      return { status: 'ok', account };
    }
    // Identity Toolkit refuses a disabled user before it checks the password (USER_DISABLED):
    // the sign-in answers wrong user for it either way, so that is no guess to count.
    if (account.disabled) await this.throttle.succeeded(reservation.ticket);
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
    const [revoked, decoded] = await Promise.all([
      this.revocations.isTokenRevoked(tenant, hash(token), now),
      this.deps.auth.verifySessionCookie(token, false).catch(() => null),
    ]);
    if (revoked) return null;
    const sat = decoded?.sat;
    if (!decoded || decoded.tenant !== tenant || typeof sat !== 'number') return null;
    if (sat + sessionLifetimeMs <= now.getTime()) return null;
    // Inclusive: another instance may have issued the session in the very millisecond of the cut-off.
    if (sat <= (await this.revocations.revokedBefore(tenant, decoded.uid))) return null;
    const account = await this.get(tenant, decoded.uid);
    return account && !account.disabled ? account : null;
  }

  async deleteSession(tenant: string, token: string): Promise<void> {
    const until = new Date(this.deps.clock.now().getTime() + sessionLifetimeMs);
    await this.revocations.revokeToken(tenant, hash(token), until);
  }

  async deleteSessionsOf(tenant: string, uid: string): Promise<void> {
    await this.revocations.revokeAllBefore(tenant, uid, this.nextStamp());
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

  async createResetCode(tenant: string, email: string, address: string): Promise<ResetCode | null> {
    const account = await this.findByEmail(tenant, email);
    return this.resetCodes.issue(tenant, email, address, account && !account.disabled ? account.uid : null);
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
