import { createCipheriv, createDecipheriv, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Where a frame stands: the store seq that produced it and its number within its stream. */
export interface FramePoint {
  seq: number;
  n: number;
}

/** The frame ids of one tenant's streams. */
export interface TenantFrameIds {
  /** An opaque id for frame `n` of a stream at store seq `seq`. */
  encode(point: FramePoint): string;
  /** What an id this key made for this tenant stands for; null for anything else. */
  decode(id: string): FramePoint | null;
}

export interface FrameIds {
  forTenant(tenant: string): TenantFrameIds;
}

const idPattern = /^[A-Za-z0-9_-]{22}$/;
const tagBytes = 4;

/**
 * Live frame ids (SSE `id:`, sent back as Last-Event-ID) that show a client nothing: the
 * store seq behind them is global, so plain ids would let one tenant count every other
 * tenant's writes between two of its frames. An id is ONE AES-256 block — a keyed
 * permutation, so ids look random, neither ordered nor comparable — holding a tag of the
 * tenant (HMAC, 4 bytes), the seq (8) and the frame's number in its stream (4, which keeps
 * ids unique within a stream when one commit feeds two subscriptions). Decoding needs the key
 * and checks the tag: another tenant's id, a forged or garbled one is no id at all.
 *
 * The keys are derived (HKDF) from `secret`, which must be shared by every instance and
 * survive restarts (embedded: kept in the SQLite database; cloud: LIVE_TOKEN_SECRET).
 */
export function createFrameIds(secret: Uint8Array): FrameIds {
  const keys = Buffer.from(hkdfSync('sha256', secret, 'colmena', 'live frame ids v1', 64));
  const blockKey = keys.subarray(0, 32);
  const tagKey = keys.subarray(32);
  return {
    forTenant(tenant) {
      const tag = createHmac('sha256', tagKey).update(tenant).digest().subarray(0, tagBytes);
      return {
        encode({ seq, n }) {
          const block = Buffer.alloc(16);
          tag.copy(block, 0);
          block.writeBigUInt64BE(BigInt(Math.max(0, Math.trunc(seq))), tagBytes);
          block.writeUInt32BE(n >>> 0, tagBytes + 8);
          const cipher = createCipheriv('aes-256-ecb', blockKey, null).setAutoPadding(false);
          return Buffer.concat([cipher.update(block), cipher.final()]).toString('base64url');
        },
        decode(id) {
          if (!idPattern.test(id)) return null;
          const sealed = Buffer.from(id, 'base64url');
          // 22 characters carry 132 bits: only the one spelling encode writes is an id.
          if (sealed.length !== 16 || sealed.toString('base64url') !== id) return null;
          const decipher = createDecipheriv('aes-256-ecb', blockKey, null).setAutoPadding(false);
          const block = Buffer.concat([decipher.update(sealed), decipher.final()]);
          if (!timingSafeEqual(block.subarray(0, tagBytes), tag)) return null;
          const seq = block.readBigUInt64BE(tagBytes);
          if (seq > BigInt(Number.MAX_SAFE_INTEGER)) return null;
          return { seq: Number(seq), n: block.readUInt32BE(tagBytes + 8) };
        },
      };
    },
  };
}
