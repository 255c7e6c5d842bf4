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
    /** The account, or AppError not_found (what the setters promise). */
    async existing(tenant: string, uid: string): Promise<UserRecord> {
      const record = await user(tenant, uid);
      if (!record) throw new AppError('not_found');
      return record;
    },
  };
}
