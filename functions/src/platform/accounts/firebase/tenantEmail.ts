import { normalizeEmail } from '../Accounts';

/**
 * Firebase Auth keeps one e-mail per project, Colmena one per tenant. Without Identity Platform
 * multi-tenancy (a paid upgrade with a tenant quota and generated tenant ids; its emulator
 * support aside), each account is partitioned by the tenant: its Firebase e-mail is the real
 * one with the tenant as a plus-tag on the local part (`demo+ana@x.com` for ana@x.com of demo),
 * and the custom claim `tenant` says whose it is. Subdomains have no `+`, so the mapping is
 * one to one. Mail never goes to the Firebase address: our Mailer sends to the real one.
 */
export function toFirebaseEmail(tenant: string, email: string): string {
  return `${tenant}+${normalizeEmail(email)}`;
}

/** The tenant's e-mail for a Firebase e-mail of that tenant, else null. */
export function fromFirebaseEmail(tenant: string, firebaseEmail: string | undefined): string | null {
  const prefix = `${tenant}+`;
  return firebaseEmail?.startsWith(prefix) ? firebaseEmail.slice(prefix.length) : null;
}
