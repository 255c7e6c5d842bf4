import { isMobileUserAgent } from '@colmena/shared/device';
import { type Caller, type SignedInCaller, signedInCaller, visitorCaller } from '@colmena/shared/policy';
import type { Context, MiddlewareHandler } from 'hono';
import type { Account } from '../accounts/Accounts';
import type { Store } from '../store/Store';
import type { AppEnv } from './AppEnv';
import { AppError } from './AppError';
import { watchedContactDocs } from './watchedContacts';

/** Who calls, from the tenant, the session's account (or none) and the User-Agent (device). */
export type CallerOf = (
  tenant: string,
  account: Account | null,
  userAgent: string | undefined,
) => Promise<Caller>;

/**
 * The one way the server learns who calls (uid, lvl, agenda contact, Rol, device): reads, live
 * subscriptions, widgets and commands all take the Caller this makes. The contact comes from a
 * live watch per account (watchedContacts), so it is current the moment a commit changes the
 * agenda and costs no query per request.
 */
export function callerResolver(store: Store): CallerOf {
  const contactOf = watchedContactDocs(store);
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
