import { type SignupResponse, signupRequestSchema } from '@colmena/shared';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { clientAddress } from '../../platform/http/clientAddress';
import { hostOf } from '../../platform/http/hostOf';
import { isHttps } from '../../platform/http/isHttps';
import { readJson } from '../../platform/http/readJson';
import { durableLimitRecordsOf } from '../../platform/limits/limitRecordsOf';
import { signup } from './signup';
import { signupLimiter } from './signupLimiter';
import { validateSignup } from './validateSignup';

/**
 * Mounted at `/api`; the host gate only lets the bare host reach it. A well-formed sign-up
 * counts against the limits (per address and overall) before anything is created; over them
 * it is a 429 too_many_signups with Retry-After, and nothing is created.
 */
export function signupRoutes(deps: AppDeps) {
  const limiter = signupLimiter(durableLimitRecordsOf(deps), deps.clock, deps.config.signupLimits);
  return new Hono<AppEnv>().post('/signup', async (c) => {
    const body = signupRequestSchema.safeParse(await readJson(c));
    if (!body.success) throw new AppError('bad_request');
    const input = validateSignup(body.data);
    const wait = await limiter.take(clientAddress(c, deps.config.trustedProxyHops));
    if (wait > 0) {
      c.header('Retry-After', String(Math.ceil(wait / 1000)));
      throw new AppError('too_many_signups');
    }
    const { subdomain } = await signup(deps, input);
    const url = `${isHttps(c) ? 'https' : 'http'}://${subdomain}.${hostOf(c)}/`;
    return c.json<SignupResponse>({ subdomain, url }, 201);
  });
}
