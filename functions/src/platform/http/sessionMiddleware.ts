import type { MiddlewareHandler } from 'hono';
import type { Accounts } from '../accounts/Accounts';
import type { AppEnv } from './AppEnv';
import { readSessionToken } from './sessionCookie';

/** Resolves the session (cookie or Bearer) on tenant hosts; a token of another tenant is no session. */
export function sessionMiddleware(accounts: Accounts): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const tenancy = c.get('tenancy');
    const token = readSessionToken(c);
    c.set('sessionToken', token);
    c.set(
      'account',
      token && tenancy.kind === 'tenant' ? await accounts.resolveSession(tenancy.id, token) : null,
    );
    await next();
  };
}
