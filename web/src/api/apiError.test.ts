import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './apiError';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');
  it.each<[string | null, number | undefined]>([
    [null, undefined],
    ['', undefined],
    ['1', 1000],
    ['0', 0],
    ['120', 120_000],
    ['Wed, 25 Nov 2026 10:00:05 GMT', 5000],
    ['Wed, 25 Nov 2026 09:59:00 GMT', 0],
    ['soon', undefined],
    ['-3', undefined],
  ])('%j → %j', (header, expected) => {
    expect(retryAfterMs(header, now)).toBe(expected);
  });
});
