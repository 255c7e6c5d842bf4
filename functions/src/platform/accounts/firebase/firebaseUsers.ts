import type { Auth, UserRecord } from 'firebase-admin/auth';
import { AppError } from '../../http/AppError';
import type { Account } from '../Accounts';
import { fromFirebaseEmail, toFirebaseEmail } from './tenantEmail';

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/** null for "no such user"; other failures are real. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (codeOf(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

/** Firebase's "e-mail taken" as the catalogue's. */
export async function emailInUse<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (codeOf(error) === 'auth/email-already-exists') throw new AppError('email_in_use');
    throw error;
  }
}

/**
 * Spec §8 "Invalid Custom Claims": a `lvl` claim that is present must be a finite number. An
 * absent one is level 0 (accounts made before levels existed); anything else (a string
 * "100", null, an object) was written by hand or by a broken tool, and its level cannot be
 * trusted either way, so the user may not sign in until it is fixed.
 */
export function hasValidLevelClaim(claims: Readonly<Record<string, unknown>> | undefined): boolean {
  const lvl = claims?.lvl;
  return lvl === undefined || (typeof lvl === 'number' && Number.isFinite(lvl));
}

/** The tenant's view of a Firebase user, or null when the user belongs to another tenant. */
export function toAccount(tenant: string, user: UserRecord | null): Account | null {
  if (!user || user.customClaims?.tenant !== tenant) return null;
  const email = fromFirebaseEmail(tenant, user.email);
  if (email === null) return null;
  const lvl = user.customClaims?.lvl;
  return { uid: user.uid, email, lvl: typeof lvl === 'number' ? lvl : 0, disabled: user.disabled };
}

/** Users of one tenant, by uid or e-mail (other tenants' users do not exist for it). */
export function tenantUsers(auth: Auth) {
  const user = async (tenant: string, uid: string) => {
    const record = await orNull(auth.getUser(uid));
    return toAccount(tenant, record) ? record : null;
  };
  return {
    user,
    byEmail: async (tenant: string, email: string) =>
      toAccount(tenant, await orNull(auth.getUserByEmail(toFirebaseEmail(tenant, email)))),
    /** AppError invalid_custom_claims when the user's `lvl` claim is not a number (sign-in). */
    async assertValidClaims(tenant: string, uid: string): Promise<void> {
      const record = await user(tenant, uid);
      if (record && !hasValidLevelClaim(record.customClaims)) throw new AppError('invalid_custom_claims');
    },
    /** The account, or AppError not_found (what the setters promise). */
    async existing(tenant: string, uid: string): Promise<UserRecord> {
      const record = await user(tenant, uid);
      if (!record) throw new AppError('not_found');
      return record;
    },
  };
}
