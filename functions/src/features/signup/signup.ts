import type { SignupRequest } from '@colmena/shared';
import { levels } from '@colmena/shared/policy';
import type { AppDeps } from '../../deps';
import { AppError } from '../../platform/http/AppError';
import { validateSignup } from './validateSignup';

/**
 * Creates a tenant: its company document with defaults, its first admin account (lvl 100) and
 * that admin's agenda contact. The account is removed again if the tenant cannot be written,
 * so a failed sign-up leaves nothing behind.
 */
export async function signup(deps: AppDeps, request: SignupRequest): Promise<{ subdomain: string }> {
  const { store, accounts, clock } = deps;
  const input = validateSignup(request);
  const tenant = input.subdomain;
  if (await store.getCompany(tenant)) throw new AppError('subdomain_taken');

  const account = await accounts
    .create(tenant, { email: input.email, password: input.password, lvl: levels.admin })
    .catch((err: unknown) => {
      throw err instanceof AppError && err.code === 'email_in_use' ? new AppError('subdomain_taken') : err;
    });
  const now = clock.now().toISOString();
  try {
    await store.transaction(tenant, async (tx) => {
      if (await tx.getCompany()) throw new AppError('subdomain_taken');
      tx.setCompany({
        Name: input.companyName,
        languages: ['en', 'es'],
        hasPublicPage: false,
        collectionsArray: [],
        widgetsMenu: [],
        CreatedAt: now,
      });
      tx.set('agenda', account.uid, {
        Name: input.email.split('@')[0] ?? input.email,
        Surname: '',
        Rol: 'Admin',
        LoginID: account.uid,
        email: input.email,
        lenguage: 'en',
        LastUpdate: now,
      });
    });
  } catch (err) {
    await accounts.remove(tenant, account.uid);
    throw err;
  }
  return { subdomain: tenant };
}
