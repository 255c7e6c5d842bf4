import { describe, expect, it } from 'vitest';
import { webhookRateFrom } from './rateLimiter';

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
