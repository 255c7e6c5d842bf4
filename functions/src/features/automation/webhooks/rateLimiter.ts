import type { BucketRate } from '../../../platform/limits/limitRules';

/**
 * Requests an automation's webhook takes: `perMinute` sustained, up to `burst` at once (a token
 * bucket per automation in the limits port: webhookAdmission.ts).
 */
export type WebhookRate = BucketRate;

/** 5 a second sustained, 50 at once: a busy form or store, not a flood. */
export const defaultWebhookRate: WebhookRate = { perMinute: 300, burst: 50 };

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
