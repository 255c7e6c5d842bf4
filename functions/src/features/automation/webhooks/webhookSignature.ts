import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The headers a webhook caller sends. */
export const webhookHeaders = {
  timestamp: 'x-colmena-timestamp',
  signature: 'x-colmena-signature',
  secret: 'x-colmena-secret',
} as const;

/** How far a caller's timestamp may be from our clock, either way. */
export const webhookToleranceMs = 5 * 60 * 1000;

/**
 * What a signature covers: the timestamp, a dot, then the raw body bytes (as Stripe does), so
 * a captured request cannot be sent again later with a fresh timestamp.
 */
export function signedContent(timestamp: string, rawBody: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(`${timestamp}.`, 'utf8'), rawBody]);
}

/** `sha256=<hex>`: what a caller puts in X-Colmena-Signature (tests, the bench and docs use it). */
export function signWebhook(secret: string, timestamp: string, rawBody: Uint8Array): string {
  return `sha256=${createHmac('sha256', secret).update(signedContent(timestamp, rawBody)).digest('hex')}`;
}

/** Equal texts, in time that does not depend on where they differ (both hashed to one length first). */
export function constantTimeEqual(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b)) && a.length === b.length;
}

export type WebhookProof =
  | { ok: true; replayKey: string }
  | { ok: false; why: 'unsigned' | 'bad_signature' | 'stale' };

/**
 * Whether a request proves the automation's secret: a timestamp within 5 minutes of `nowMs`,
 * and either its HMAC-SHA256 signature over `<timestamp>.<raw body>` or the secret itself.
 * `replayKey` names this very request (signature, or hash of timestamp and body) for the
 * seen-request memory.
 */
export function checkWebhookProof(
  headers: { timestamp?: string; signature?: string; secret?: string },
  rawBody: Uint8Array,
  secret: string,
  nowMs: number,
): WebhookProof {
  const { timestamp, signature, secret: sentSecret } = headers;
  if (timestamp === undefined || (signature === undefined && sentSecret === undefined))
    return { ok: false, why: 'unsigned' };
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowMs - Number(timestamp) * 1000) > webhookToleranceMs)
    return { ok: false, why: 'stale' };
  if (signature !== undefined) {
    if (!constantTimeEqual(signature.trim().toLowerCase(), signWebhook(secret, timestamp, rawBody)))
      return { ok: false, why: 'bad_signature' };
    return { ok: true, replayKey: `s:${signature.trim().toLowerCase()}` };
  }
  if (!constantTimeEqual(sentSecret ?? '', secret)) return { ok: false, why: 'bad_signature' };
  const bodyHash = createHash('sha256').update(signedContent(timestamp, rawBody)).digest('base64url');
  return { ok: true, replayKey: `h:${bodyHash}` };
}
