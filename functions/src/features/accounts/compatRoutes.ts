import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { readJson } from '../../platform/http/readJson';
import { requireTenant } from '../../platform/http/requireTenant';
import { readSessionToken, writeSessionCookie } from '../../platform/http/sessionCookie';
import { assertNewPassword } from './newPasswordRule';
import { newPasswordSchema } from './requests';
import { setNewPassword } from './setNewPassword';

/**
 * Spec §7 compat call `POST /v1/resetPwd` (Bearer session token, `{password, confirmPassword}`),
 * mounted at `/v1` on tenant hosts: the same change as `POST /api/auth/password`. The old token
 * ends with every other session; the answer carries the new one for a Bearer caller.
 */
export function accountsCompatRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/resetPwd', bodyLimit({ maxSize: 64 * 1024 }), async (c) => {
    const tenant = requireTenant(c);
    const token = readSessionToken(c);
    const account = token ? await deps.accounts.resolveSession(tenant, token) : null;
    if (!account) throw new AppError('unauthenticated');
    const parsed = newPasswordSchema.safeParse(await readJson(c));
    if (!parsed.success) throw new AppError('bad_request');
    assertNewPassword(parsed.data.password, parsed.data.confirmPassword);
    const { session } = await setNewPassword(deps, tenant, account, parsed.data.password);
    writeSessionCookie(c, session);
    return c.json({ ok: true, token: session.token, expiresAt: session.expiresAt.toISOString() });
  });
}
