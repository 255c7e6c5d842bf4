import { describe, expect, it } from 'vitest';
import { WebhookRateLimiter, webhookRateFrom } from './rateLimiter';
import { SeenRequests } from './seenRequests';

describe('WebhookRateLimiter (token bucket per automation)', () => {
  it('takes a burst, then one token per 60000/perMinute ms; automations apart', () => {
    const limiter = new WebhookRateLimiter({ perMinute: 60, burst: 3 });
    expect([0, 0, 0].map((at) => limiter.take('a', at))).toEqual([0, 0, 0]);
    expect(limiter.take('a', 0)).toBe(1000);
    expect(limiter.take('b', 0)).toBe(0);
    expect(limiter.take('a', 999)).toBeGreaterThan(0);
    expect(limiter.take('a', 1000)).toBe(0);
    expect(limiter.take('a', 1000)).toBeGreaterThan(0);
  });
});

describe('SeenRequests', () => {
  it('refuses a key seen within its window, forgets it after, and on forget()', () => {
    const seen = new SeenRequests(1000);
    expect(seen.firstTime('k', 0)).toBe(true);
    expect(seen.firstTime('k', 999)).toBe(false);
    expect(seen.firstTime('k', 1000)).toBe(true);
    seen.forget('k');
    expect(seen.firstTime('k', 1001)).toBe(true);
  });
});

describe('webhookRateFrom (WEBHOOK_RATE)', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['600/100', { perMinute: 600, burst: 100 }],
    [' 10 / 2 ', { perMinute: 10, burst: 2 }],
  ])('%o → %o', (text, rate) => expect(webhookRateFrom(text)).toEqual(rate));
  it.each(['fast', '0/5', '5/0', '5', '-1/2'])('refuses %o', (text) =>
    expect(() => webhookRateFrom(text)).toThrow(),
  );
});
