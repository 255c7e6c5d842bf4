import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';

export interface LiveTokens {
  /** A short-lived token that opens the caller's stream where no session cookie is sent. */
  issue(tenant: string, uid: string): { token: string; expiresIn: number };
  /** The uid a valid, unexpired token of this tenant was issued to, else null. */
  verify(token: string, tenant: string): string | null;
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
  return {
    issue(tenant, uid) {
      const claims: Claims = { t: tenant, u: uid, e: clock.now().getTime() + ttlMs };
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return { token: `${body}.${sign(body)}`, expiresIn: Math.floor(ttlMs / 1000) };
    },
    verify(token, tenant) {
      const [body, mac, extra] = token.split('.');
      if (!body || !mac || extra !== undefined) return null;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const claims = parseClaims(body);
      if (!claims || claims.t !== tenant || claims.e <= clock.now().getTime()) return null;
      return claims.u;
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
