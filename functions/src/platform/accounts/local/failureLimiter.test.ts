import { describe, expect, it } from 'vitest';
import { manualClock } from '../../clock';
import { FailureLimiter } from './failureLimiter';

describe('failure limiter', () => {
  it('blocks a key after the maximum failures and forgets them after the window', () => {
    const clock = manualClock();
    const limiter = new FailureLimiter(clock, { maxFailures: 3, windowMs: 1000 });
    for (let i = 0; i < 2; i++) limiter.fail('k');
    expect(limiter.isBlocked('k')).toBe(false);
    limiter.fail('k');
    expect(limiter.isBlocked('k')).toBe(true);
    expect(limiter.isBlocked('other')).toBe(false);
    clock.advance(1001);
    expect(limiter.isBlocked('k')).toBe(false);
  });

  it('slides: old failures age out one by one', () => {
    const clock = manualClock();
    const limiter = new FailureLimiter(clock, { maxFailures: 2, windowMs: 1000 });
    limiter.fail('k');
    clock.advance(600);
    limiter.fail('k');
    expect(limiter.isBlocked('k')).toBe(true);
    clock.advance(500);
    expect(limiter.isBlocked('k')).toBe(false);
  });

  it('clear forgets a key', () => {
    const limiter = new FailureLimiter(manualClock(), { maxFailures: 1, windowMs: 1000 });
    limiter.fail('k');
    limiter.clear('k');
    expect(limiter.isBlocked('k')).toBe(false);
  });
});
