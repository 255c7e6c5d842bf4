import { isMobileUserAgent } from '@colmena/shared/device';
import { type Caller, type SignedInCaller, signedInCaller, visitorCaller } from '@colmena/shared/policy';
import type { Context, MiddlewareHandler } from 'hono';
import type { Account } from '../accounts/Accounts';
import type { Store } from '../store/Store';
import type { AppEnv } from './AppEnv';
import { AppError } from './AppError';
import { currentContactDocs } from './watchedContacts';

/** Who calls, from the tenant, the session's account (or none) and the User-Agent (device). */
export type CallerOf = (
  tenant: string,
  account: Account | null,
  userAgent: string | undefined,
) => Promise<Caller>;

/**
 * The one way the server learns who calls (uid, lvl, agenda contact, Rol, device): reads, live
 * subscriptions, widgets, the forced-reset gate and commands all take the Caller this makes.
 * The contact is current (currentContactDocs): watched per account where the store reports its
 * commits, read per request where it cannot.
 */
export function callerResolver(store: Store): CallerOf {
  const contactOf = currentContactDocs(store);
  return async (tenant, account, userAgent) => {
    const mobile = isMobileUserAgent(userAgent ?? '');
    if (!account) return visitorCaller(mobile);
    return signedInCaller(account, await contactOf(tenant, account.uid), mobile);
  };
}

/**
 * Resolves the caller once per request, after the session middleware, and puts it on the
 * context (`c.get('caller')`). Off a tenant host nobody is signed in.
 */
export function callerMiddleware(callerOf: CallerOf): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const tenancy = c.get('tenancy');
    const userAgent = c.req.header('user-agent');
    c.set(
      'caller',
      tenancy.kind === 'tenant'
        ? await callerOf(tenancy.id, c.get('account'), userAgent)
        : visitorCaller(isMobileUserAgent(userAgent ?? '')),
    );
    await next();
  };
}

/** The signed-in caller of this request, or 401. */
export function requireCaller(c: Context<AppEnv>): SignedInCaller {
  const caller = c.get('caller');
  if (!caller.signedIn) throw new AppError('unauthenticated');
  return caller;
}
