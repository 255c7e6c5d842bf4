import type { Clock } from '../clock';
import { normalizeEmail } from './Accounts';
import { type AuthRecords, everyTenant } from './authRecords';
import {
  type LoginLimits,
  loginLimits,
  readPair,
  readWindow,
  releaseWindowSlot,
  takePairAttempt,
  takeWindowSlot,
  type WindowLimit,
  windowKeepUntil,
} from './throttleRules';

/** A sign-in attempt let through: what it reserved, to give back if it was no wrong guess. */
export interface LoginTicket {
  tenant: string;
  pairKey: string;
  addressKey: string;
  at: number;
}

export type LoginReservation =
  | { allowed: true; ticket: LoginTicket }
  | { allowed: false; retryAfterMs: number };

/**
 * Sign-in throttling shared by the accounts adapters (the rules are in throttleRules.ts). Each
 * attempt is reserved before the password is checked — counted as a failure of its (account,
 * address) pair and of its address — so fifty parallel guesses cannot all pass a check made
 * before any of them failed; a right password then clears its pair and gives back its address
 * slot. An attacker elsewhere only delays their own pairs: the owner signing in from their own
 * address is never held up by them.
 */
export class LoginThrottle {
  private readonly addressLimit: WindowLimit;

  constructor(
    private readonly records: AuthRecords,
    private readonly clock: Clock,
    private readonly limits: LoginLimits = loginLimits,
  ) {
    this.addressLimit = { max: limits.addressCeiling, windowMs: limits.addressWindowMs };
  }

  async reserve(tenant: string, email: string, address: string): Promise<LoginReservation> {
    const at = this.clock.now().getTime();
    const ticket: LoginTicket = {
      tenant,
      pairKey: `login\n${normalizeEmail(email)}\n${address}`,
      addressKey: `login-address\n${address}`,
      at,
    };
    const addressWait = await this.records.change('limits', everyTenant, ticket.addressKey, (current) => {
      const verdict = takeWindowSlot(readWindow(current), at, this.addressLimit);
      if (!verdict.allowed) return { next: current, result: verdict.retryAfterMs };
      return {
        next: { ...verdict.next },
        keepUntil: windowKeepUntil(verdict.next, this.addressLimit),
        result: 0,
      };
    });
    if (addressWait > 0) return { allowed: false, retryAfterMs: addressWait };
    const pairWait = await this.records.change('limits', tenant, ticket.pairKey, (current) => {
      const verdict = takePairAttempt(readPair(current), at, this.limits);
      if (!verdict.allowed) return { next: current, result: verdict.retryAfterMs };
      return { next: { ...verdict.next }, keepUntil: at + this.limits.pairMemoryMs, result: 0 };
    });
    if (pairWait > 0) {
      await this.releaseAddress(ticket);
      return { allowed: false, retryAfterMs: pairWait };
    }
    return { allowed: true, ticket };
  }

  /** The right password: the pair starts afresh and the attempt leaves the address's count. */
  async succeeded(ticket: LoginTicket): Promise<void> {
    await this.records.change('limits', ticket.tenant, ticket.pairKey, () => ({
      next: null,
      result: undefined,
    }));
    await this.releaseAddress(ticket);
  }

  private releaseAddress(ticket: LoginTicket): Promise<void> {
    return this.records.change('limits', everyTenant, ticket.addressKey, (current) => {
      if (!current) return { next: null, result: undefined };
      const next = releaseWindowSlot(readWindow(current), ticket.at);
      return next.times.length === 0
        ? { next: null, result: undefined }
        : { next: { ...next }, keepUntil: windowKeepUntil(next, this.addressLimit), result: undefined };
    });
  }
}
