import { loginRequestSchema, type MeResponse } from '@colmena/shared';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { clientAddress } from '../../platform/http/clientAddress';
import { readJson } from '../../platform/http/readJson';
import { requireTenant } from '../../platform/http/requireTenant';
import { clearSessionCookie, writeSessionCookie } from '../../platform/http/sessionCookie';
import { login } from './login';
import { sessionUser } from './sessionUser';

export function accountsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/login', async (c) => {
      const tenant = requireTenant(c);
      const body = loginRequestSchema.safeParse(await readJson(c));
      if (!body.success) throw new AppError('bad_request');
      const { session, user } = await login(deps, {
        tenant,
        email: body.data.email,
        password: body.data.password,
        address: clientAddress(c),
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
    });
}
