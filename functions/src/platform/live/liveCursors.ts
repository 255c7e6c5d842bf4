import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomFillSync } from 'node:crypto';

/** Where a subscription's result stands: the store seq it is current at, for the query it ran. */
export interface CursorPoint {
  seq: number;
  /** The query's fingerprint (fingerprintOf): a cursor only resumes the query it was made for. */
  query: string;
}

/** The cursors of one tenant's streams. */
export interface TenantCursors {
  seal(point: CursorPoint): string;
  /** What a cursor this key sealed for this tenant stands for; null for anything else. */
  open(cursor: string): CursorPoint | null;
}

export interface LiveCursors {
  forTenant(tenant: string): TenantCursors;
}

const nonceBytes = 12;
const tagBytes = 16;
const plainBytes = 16;
/** base64url of nonce + sealed point + tag (44 bytes). */
const cursorPattern = /^[A-Za-z0-9_-]{59}$/;

/**
 * Nonces drawn from a buffer of random bytes filled 1,024 nonces at a time: a message into a
 * thread of 1,000 members seals a cursor for each member's stream, and asking the system for
 * 12 bytes each time was a tenth of its fan-out's CPU (issue 14 bench: 5.5 of ~58 ms). Every
 * nonce is still fresh random bytes, used once: createCipheriv copies it, and seal copies it out.
 */
function createNoncePool(count = 1024): () => Buffer {
  const pool = Buffer.alloc(nonceBytes * count);
  let next = pool.length;
  return () => {
    if (next === pool.length) {
      randomFillSync(pool);
      next = 0;
    }
    const nonce = pool.subarray(next, next + nonceBytes);
    next += nonceBytes;
    return nonce;
  };
}

/** Eight bytes of SHA-256 over the store query: tells a changed query (new policy, new dates) from the old. */
export function fingerprintOf(query: unknown): string {
  return createHash('sha256').update(JSON.stringify(query)).digest().subarray(0, 8).toString('hex');
}

/**
 * Live resume cursors (ARCHITECTURE §5: opaque, per tenant). The store seq behind a cursor is
 * global, so a readable one would let a tenant count every other tenant's writes; and the
 * stream that resumes from it may run on another instance, so the cursor carries all it needs.
 * A cursor is AES-256-GCM under a key of its tenant (HKDF of the shared secret and the tenant
 * id), with a random nonce: it reads as noise, two cursors of the same point differ, and one
 * that is not this tenant's (another tenant's, forged, garbled) does not open — the
 * subscription starts over with a snapshot. The nonce is random, so one tenant key may seal
 * about 2^32 cursors before nonce reuse becomes a concern; the secret (embedded: kept in the
 * database; cloud: LIVE_TOKEN_SECRET) must be shared by every instance and outlive restarts.
 */
export function createLiveCursors(secret: Uint8Array): LiveCursors {
  const keys = new Map<string, Buffer>();
  const nextNonce = createNoncePool();
  const keyOf = (tenant: string) => {
    let key = keys.get(tenant);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', secret, 'colmena live cursors v1', tenant, 32));
      keys.set(tenant, key);
    }
    return key;
  };
  return {
    forTenant(tenant) {
      const key = keyOf(tenant);
      return {
        seal({ seq, query }) {
          const plain = Buffer.alloc(plainBytes);
          plain.writeBigUInt64BE(BigInt(Math.max(0, Math.trunc(seq))), 0);
          Buffer.from(query, 'hex').copy(plain, 8, 0, 8);
          const nonce = nextNonce();
          const cipher = createCipheriv('aes-256-gcm', key, nonce);
          const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
          return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url');
        },
        open(cursor) {
          if (!cursorPattern.test(cursor)) return null;
          const bytes = Buffer.from(cursor, 'base64url');
          // 59 characters carry 354 bits: only the one spelling seal writes is a cursor.
          if (bytes.length !== nonceBytes + plainBytes + tagBytes || bytes.toString('base64url') !== cursor)
            return null;
          try {
            const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, nonceBytes));
            decipher.setAuthTag(bytes.subarray(nonceBytes + plainBytes));
            const plain = Buffer.concat([
              decipher.update(bytes.subarray(nonceBytes, nonceBytes + plainBytes)),
              decipher.final(),
            ]);
            const seq = plain.readBigUInt64BE(0);
            if (seq > BigInt(Number.MAX_SAFE_INTEGER)) return null;
            return { seq: Number(seq), query: plain.subarray(8).toString('hex') };
          } catch {
            return null;
          }
        },
      };
    },
  };
}
