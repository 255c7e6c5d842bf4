import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';

export interface LiveTokens {
  /**
   * A short-lived token that opens the caller's stream where no session cookie is sent; a
   * visitor's (public pages) has the uid ''.
   */
  issue(tenant: string, uid: string): { token: string; expiresIn: number };
  /** The uid a valid, unexpired token of this tenant was issued to ('' for a visitor), else null. */
  verify(token: string, tenant: string): string | null;
  /** The tenant and uid of a valid, unexpired token, whatever host it arrives on, else null. */
  read(token: string): { tenant: string; uid: string } | null;
}

interface Claims {
  t: string;
  u: string;
  /** Expiry, epoch ms. */
  e: number;
}

/**
 * Stream tokens for the cloud, where the stream is opened on the function's own URL and the
 * `__session` cookie does not travel (ARCHITECTURE §5): HMAC-SHA256 over tenant, uid, expiry.
 */
export function createLiveTokens(secret: Uint8Array, clock: Clock, ttlMs = 5 * 60_000): LiveTokens {
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');
  const read = (token: string) => {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) return null;
    const expected = Buffer.from(sign(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = parseClaims(body);
    if (!claims || claims.e <= clock.now().getTime()) return null;
    return { tenant: claims.t, uid: claims.u };
  };
  return {
    read,
    issue(tenant, uid) {
      const claims: Claims = { t: tenant, u: uid, e: clock.now().getTime() + ttlMs };
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return { token: `${body}.${sign(body)}`, expiresIn: Math.floor(ttlMs / 1000) };
    },
    verify(token, tenant) {
      const claims = read(token);
      return claims && claims.tenant === tenant ? claims.uid : null;
    },
  };
}

function parseClaims(body: string): Claims | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { t, u, e } = value as Record<string, unknown>;
    return typeof t === 'string' && typeof u === 'string' && typeof e === 'number' ? { t, u, e } : null;
  } catch {
    return null;
  }
}
