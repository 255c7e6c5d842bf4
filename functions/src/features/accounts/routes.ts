import { loginRequestSchema, type MeResponse } from '@colmena/shared';
import { type Context, Hono } from 'hono';
import type { ZodType } from 'zod';
import type { AppDeps } from '../../deps';
import type { Account } from '../../platform/accounts/Accounts';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { addressBlock } from '../../platform/http/addressBlock';
import { clientAddress } from '../../platform/http/clientAddress';
import { readJson } from '../../platform/http/readJson';
import { requireTenant } from '../../platform/http/requireTenant';
import { clearSessionCookie, writeSessionCookie } from '../../platform/http/sessionCookie';
import { changeEmail } from './changeEmail';
import { login } from './login';
import { assertNewPassword } from './newPasswordRule';
import { confirmReset, requestResetCode, verifyResetCode } from './passwordReset';
import {
  emailChangeSchema,
  newPasswordSchema,
  resetConfirmSchema,
  resetRequestSchema,
  resetVerifySchema,
} from './requests';
import { sessionUser } from './sessionUser';
import { setNewPassword } from './setNewPassword';

async function body<T>(c: Context<AppEnv>, schema: ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(await readJson(c));
  if (!parsed.success) throw new AppError('bad_request');
  return parsed.data;
}

function signedIn(c: Context<AppEnv>): Account {
  const account = c.get('account');
  if (!account) throw new AppError('unauthenticated');
  return account;
}

/** Mounted at `/api/auth`: sign-in, session, password reset by code, password and e-mail changes. */
export function accountsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/login', async (c) => {
      const tenant = requireTenant(c);
      const input = await body(c, loginRequestSchema);
      const { session, user } = await login(deps, {
        tenant,
        email: input.email,
        password: input.password,
        address: addressBlock(clientAddress(c, deps.config.trustedProxyHops)),
        previousToken: c.get('sessionToken'),
      });
      writeSessionCookie(c, session);
      return c.json<MeResponse>({ user });
    })
    .get('/me', async (c) => {
      const tenant = requireTenant(c);
      const account = c.get('account');
      const user = account ? await sessionUser(deps.store, tenant, account) : null;
      c.header('Cache-Control', 'no-store');
      return c.json<MeResponse>({ user });
    })
    .post('/logout', async (c) => {
      const tenant = requireTenant(c);
      const token = c.get('sessionToken');
      if (token) await deps.accounts.deleteSession(tenant, token);
      clearSessionCookie(c);
      return c.body(null, 204);
    })
    .post('/reset/request', async (c) => {
      const tenant = requireTenant(c);
      const { email } = await body(c, resetRequestSchema);
      await requestResetCode(deps, {
        tenant,
        email,
        address: addressBlock(clientAddress(c, deps.config.trustedProxyHops)),
      });
      return c.json({ ok: true });
    })
    .post('/reset/verify', async (c) => {
      const tenant = requireTenant(c);
      const { email, code } = await body(c, resetVerifySchema);
      await verifyResetCode(deps, tenant, email, code);
      return c.json({ ok: true });
    })
    .post('/reset/confirm', async (c) => {
      const tenant = requireTenant(c);
      const input = await body(c, resetConfirmSchema);
      const { session, user } = await confirmReset(deps, { tenant, ...input });
      writeSessionCookie(c, session);
      return c.json<MeResponse>({ user });
    })
    .post('/password', async (c) => {
      const tenant = requireTenant(c);
      const account = signedIn(c);
      const { password, confirmPassword } = await body(c, newPasswordSchema);
      assertNewPassword(password, confirmPassword);
      const { session, user } = await setNewPassword(deps, tenant, account, password);
      writeSessionCookie(c, session);
      return c.json<MeResponse>({ user });
    })
    .post('/email', async (c) => {
      const tenant = requireTenant(c);
      const account = signedIn(c);
      const { email, password } = await body(c, emailChangeSchema);
      const user = await changeEmail(deps, {
        tenant,
        account,
        email,
        password,
        address: addressBlock(clientAddress(c, deps.config.trustedProxyHops)),
      });
      return c.json<MeResponse>({ user });
    });
}
