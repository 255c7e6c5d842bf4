import { type SignupResponse, signupRequestSchema } from '@colmena/shared';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { hostOf } from '../../platform/http/hostOf';
import { isHttps } from '../../platform/http/isHttps';
import { readJson } from '../../platform/http/readJson';
import { signup } from './signup';

/** Mounted at `/api`; the host gate only lets the bare host reach it. */
export function signupRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/signup', async (c) => {
    const body = signupRequestSchema.safeParse(await readJson(c));
    if (!body.success) throw new AppError('bad_request');
    const { subdomain } = await signup(deps, body.data);
    const url = `${isHttps(c) ? 'https' : 'http'}://${subdomain}.${hostOf(c)}/`;
    return c.json<SignupResponse>({ subdomain, url }, 201);
  });
}
