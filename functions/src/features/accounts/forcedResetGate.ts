import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { createTenantMemo } from '../../platform/store/tenantMemo';
import { findContact } from './findContact';

/**
 * What a signed-in caller under a forced reset may still reach, as `METHOD path` below
 * `/api`: who am I (the dialog reads the flag), the company (the shell's name and theme),
 * the password change itself, and leaving. Sign-in and the forgotten-password steps carry no
 * session authority, so a stale cookie must not block them. `POST /v1/resetPwd`, the compat
 * password change, lives outside `/api` and is never gated; the compat collection read
 * (also outside `/api`) calls refuseDuringForcedReset itself.
 */
const allowedDuringReset = new Set([
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'POST /api/auth/password',
  'POST /api/auth/login',
  'POST /api/auth/reset/request',
  'POST /api/auth/reset/verify',
  'POST /api/auth/reset/confirm',
  'GET /api/company',
]);

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Is this request one the forced-reset flow needs? */
export function isAllowedDuringReset(method: string, path: string): boolean {
  return allowedDuringReset.has(`${method === 'HEAD' ? 'GET' : method} ${withoutTrailingSlash(path)}`);
}

/** Fails with `password_reset_required` while the account's contact has `forceReset`. */
export async function refuseDuringForcedReset(
  store: AppDeps['store'],
  tenant: string,
  uid: string,
): Promise<void> {
  const contact = await findContact(store, tenant, uid);
  if (contact?.forceReset === true) throw new AppError('password_reset_required');
}

/**
 * ARCHITECTURE §6 "a forceReset contact must set a new password before anything else",
 * enforced here rather than trusted to the browser's dialog: while the signed-in account's
 * contact has `forceReset`, every other `/api` call answers 403 `password_reset_required`.
 * Mounted after the session middleware. The flag can be set by staff at any moment, so it is
 * remembered only until the tenant's agenda is next written (createTenantMemo).
 */
export function forcedResetGate(deps: Pick<AppDeps, 'store'>): MiddlewareHandler<AppEnv> {
  const flags = createTenantMemo<boolean>(deps.store, ['agenda']);
  const mustReset = (tenant: string, uid: string) =>
    flags.get(tenant, uid, async () => (await findContact(deps.store, tenant, uid))?.forceReset === true);
  return async (c, next) => {
    const account = c.get('account');
    const tenancy = c.get('tenancy');
    if (
      account &&
      tenancy.kind === 'tenant' &&
      !isAllowedDuringReset(c.req.method, c.req.path) &&
      (await mustReset(tenancy.id, account.uid))
    ) {
      throw new AppError('password_reset_required');
    }
    await next();
  };
}
