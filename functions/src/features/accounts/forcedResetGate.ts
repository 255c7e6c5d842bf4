import type { Caller } from '@colmena/shared/policy';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';

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

/** Fails with `password_reset_required` while the caller's contact has `forceReset`. */
export function refuseDuringForcedReset(caller: Caller): void {
  if (caller.signedIn && caller.contact?.forceReset === true) throw new AppError('password_reset_required');
}

/**
 * ARCHITECTURE §6 "a forceReset contact must set a new password before anything else",
 * enforced here rather than trusted to the browser's dialog: while the signed-in caller's
 * contact has `forceReset`, every other `/api` call answers 403 `password_reset_required`.
 * Mounted after callerMiddleware, whose contact is watched: staff may set the flag at any
 * moment and the next request sees it.
 */
export function forcedResetGate(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isAllowedDuringReset(c.req.method, c.req.path)) refuseDuringForcedReset(c.get('caller'));
    await next();
  };
}
