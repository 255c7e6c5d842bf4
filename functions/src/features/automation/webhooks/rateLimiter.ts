/** Requests an automation's webhook takes: `perMinute` sustained, up to `burst` at once. */
export interface WebhookRate {
  perMinute: number;
  burst: number;
}

/** 5 a second sustained, 50 at once: a busy form or store, not a flood. */
export const defaultWebhookRate: WebhookRate = { perMinute: 300, burst: 50 };

/**
 * A token bucket per automation (per process: in the cloud each instance keeps its own, so the
 * bound is per instance). Buckets full again are forgotten, so memory follows recent callers.
 */
export class WebhookRateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly rate: WebhookRate = defaultWebhookRate) {}

  /** 0 when the request may proceed (a token taken), else the ms until one is free. */
  take(key: string, nowMs: number): number {
    const perMs = this.rate.perMinute / 60_000;
    const bucket = this.buckets.get(key) ?? { tokens: this.rate.burst, at: nowMs };
    const tokens = Math.min(this.rate.burst, bucket.tokens + Math.max(0, nowMs - bucket.at) * perMs);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: nowMs });
      return Math.ceil((1 - tokens) / perMs);
    }
    this.buckets.set(key, { tokens: tokens - 1, at: nowMs });
    if (this.buckets.size > 10_000) this.sweep(nowMs, perMs);
    return 0;
  }

  private sweep(nowMs: number, perMs: number): void {
    for (const [key, bucket] of this.buckets)
      if (bucket.tokens + (nowMs - bucket.at) * perMs >= this.rate.burst) this.buckets.delete(key);
  }
}

/** WEBHOOK_RATE=`<perMinute>/<burst>` (the bench raises it); unset is the default, anything else malformed stops the start. */
export function webhookRateFrom(text: string | undefined): WebhookRate | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const match = /^\s*(\d{1,9})\s*\/\s*(\d{1,9})\s*$/.exec(text);
  const perMinute = Number(match?.[1]);
  const burst = Number(match?.[2]);
  if (!match || perMinute < 1 || burst < 1)
    throw new Error(`WEBHOOK_RATE must be <perMinute>/<burst>, got "${text}"`);
  return { perMinute, burst };
}
