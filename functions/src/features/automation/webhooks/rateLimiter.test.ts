import { describe, expect, it } from 'vitest';
import { memoryLimitRecords } from '../../../platform/limits/memoryLimitRecords';
import { webhookRateFrom, webhookRateLimiter } from './rateLimiter';
import { seenRequests } from './seenRequests';

describe('webhookRateLimiter (token bucket per automation)', () => {
  it('takes a burst, then one token per 60000/perMinute ms; automations and companies apart', async () => {
    const limiter = webhookRateLimiter(memoryLimitRecords(), { perMinute: 60, burst: 3 });
    const take = (automation: string, at: number, tenant = 't') => limiter.take(tenant, automation, at);
    expect(await Promise.all([0, 0, 0].map((at) => take('a', at)))).toEqual([0, 0, 0]);
    expect(await take('a', 0)).toBe(1000);
    expect(await take('b', 0)).toBe(0);
    expect(await take('a', 0, 'other')).toBe(0);
    expect(await take('a', 999)).toBeGreaterThan(0);
    expect(await take('a', 1000)).toBe(0);
    expect(await take('a', 1000)).toBeGreaterThan(0);
  });
});

describe('seenRequests', () => {
  it('refuses a key seen within its window, forgets it after, and on forget()', async () => {
    const seen = seenRequests(memoryLimitRecords(), 1000);
    expect(await seen.firstTime('k', 0)).toBe(true);
    expect(await seen.firstTime('k', 999)).toBe(false);
    expect(await seen.firstTime('k', 1000)).toBe(true);
    await seen.forget('k', 1000);
    expect(await seen.firstTime('k', 1001)).toBe(true);
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
