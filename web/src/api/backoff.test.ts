import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

const options = { baseMs: 1000, maxMs: 30000 };

describe('backoffDelay', () => {
  it.each([
    // attempt, random, expected: half the ceiling plus up to another half
    [0, 0, 500],
    [0, 0.999999, 1000],
    [1, 0, 1000],
    [1, 0.5, 1500],
    [2, 0, 2000],
    [3, 1, 8000],
    [4, 0.5, 12000],
    [5, 0, 15000],
    [5, 1, 30000],
    [50, 1, 30000],
    [-3, 0, 500],
  ])('attempt %i with random %f waits %i ms', (attempt, random, expected) => {
    expect(backoffDelay(attempt, options, () => random)).toBe(expected);
  });

  it('never grows past the cap, whatever the attempt', () => {
    for (let attempt = 0; attempt < 100; attempt++) {
      expect(backoffDelay(attempt, options, () => 0.9999)).toBeLessThanOrEqual(options.maxMs);
    }
  });
});
