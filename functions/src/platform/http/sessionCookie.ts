import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Session } from '../accounts/Accounts';
import type { AppEnv } from './AppEnv';
import { isHttps } from './isHttps';
import { requestHeader } from './requestHeader';

/** Firebase Hosting forwards only this cookie name to functions, so both deployments use it. */
export const sessionCookieName = '__session';

export function readSessionToken(c: Context<AppEnv>): string | null {
  const bearer = requestHeader(c, 'authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  // Most requests of a visitor carry no cookie at all: nothing to parse then.
  if (requestHeader(c, 'cookie') === undefined) return null;
  return getCookie(c, sessionCookieName) ?? null;
}

export function writeSessionCookie(c: Context<AppEnv>, session: Session): void {
  setCookie(c, sessionCookieName, session.token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(c),
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, sessionCookieName, { httpOnly: true, sameSite: 'Lax', path: '/', secure: isHttps(c) });
}
