import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Session } from '../accounts/Accounts';
import { isHttps } from './isHttps';

/** Firebase Hosting forwards only this cookie name to functions, so both deployments use it. */
export const sessionCookieName = '__session';

export function readSessionToken(c: Context): string | null {
  const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? getCookie(c, sessionCookieName) ?? null;
}

export function writeSessionCookie(c: Context, session: Session): void {
  setCookie(c, sessionCookieName, session.token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(c),
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, sessionCookieName, { httpOnly: true, sameSite: 'Lax', path: '/', secure: isHttps(c) });
}
