import { describe, expect, it } from 'vitest';
import {
  type LoginLimits,
  loginLimits,
  pairDelayMs,
  readPair,
  readWindow,
  releaseWindowSlot,
  takePairAttempt,
  takeWindowSlot,
  windowKeepUntil,
} from './throttleRules';

const limits: LoginLimits = {
  freeFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  pairMemoryMs: 24 * 3600 * 1000,
  addressCeiling: 100,
  addressWindowMs: 15 * 60 * 1000,
};

describe('pairDelayMs: free failures, then 1 s doubling, capped at 15 min', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1000],
    [6, 2000],
    [7, 4000],
    [14, 512_000],
    [15, 900_000],
    [40, 900_000],
    [5000, 900_000],
  ])('after %i failures in a row: %i ms', (failures, delay) => {
    expect(pairDelayMs(failures, limits)).toBe(delay);
  });

  it('defaults: 5 free failures, 1 s to 15 min, 100 failures per address in 15 min', () => {
    expect(loginLimits).toEqual(limits);
  });
});

describe('takePairAttempt', () => {
  const t0 = 1_000_000;
  it.each([
    ['a fresh pair', { failures: 0, last: 0 }, t0, { allowed: true, next: { failures: 1, last: t0 } }],
    [
      'under the free failures',
      { failures: 4, last: t0 },
      t0,
      { allowed: true, next: { failures: 5, last: t0 } },
    ],
    ['at 5, too soon', { failures: 5, last: t0 }, t0 + 999, { allowed: false, retryAfterMs: 1 }],
    [
      'at 5, after 1 s',
      { failures: 5, last: t0 },
      t0 + 1000,
      { allowed: true, next: { failures: 6, last: t0 + 1000 } },
    ],
    ['at 6, after 1 s', { failures: 6, last: t0 }, t0 + 1000, { allowed: false, retryAfterMs: 1000 }],
    [
      'at 30, after 14 min',
      { failures: 30, last: t0 },
      t0 + 14 * 60_000,
      { allowed: false, retryAfterMs: 60_000 },
    ],
    [
      'forgotten a day after its last failure',
      { failures: 30, last: t0 },
      t0 + 24 * 3600 * 1000,
      { allowed: true, next: { failures: 1, last: t0 + 24 * 3600 * 1000 } },
    ],
    // Another instance's clock a little ahead: no delay yet, so no refusal either.
    [
      'under the free failures, last in the future',
      { failures: 2, last: t0 + 50 },
      t0,
      { allowed: true, next: { failures: 3, last: t0 } },
    ],
  ])('%s', (_name, state, now, verdict) => {
    expect(takePairAttempt(state, now, limits)).toEqual(verdict);
  });

  it('a refused attempt changes nothing (waiting is enough)', () => {
    const state = { failures: 7, last: 0 };
    expect(takePairAttempt(state, 100, limits).allowed).toBe(false);
    expect(takePairAttempt(state, 4000, limits).allowed).toBe(true);
  });
});

describe('sliding window slots', () => {
  const limit = { max: 3, windowMs: 1000 };
  it.each([
    ['empty', [], 5000, { allowed: true, next: { times: [5000] } }],
    ['two in it', [4500, 4600], 5000, { allowed: true, next: { times: [4500, 4600, 5000] } }],
    ['full', [4500, 4600, 4700], 5000, { allowed: false, retryAfterMs: 500 }],
    [
      'full but the oldest aged out',
      [4000, 4600, 4700],
      5000,
      { allowed: true, next: { times: [4600, 4700, 5000] } },
    ],
    ['aged out entirely', [1000, 2000, 3000], 5000, { allowed: true, next: { times: [5000] } }],
  ])('%s', (_name, times, now, verdict) => {
    expect(takeWindowSlot({ times }, now, limit)).toEqual(verdict);
  });

  it('gives back one slot taken at a given time', () => {
    expect(releaseWindowSlot({ times: [1, 2, 2, 3] }, 2)).toEqual({ times: [1, 2, 3] });
    expect(releaseWindowSlot({ times: [1, 3] }, 2)).toEqual({ times: [1, 3] });
  });

  it('is kept until its newest slot leaves the window', () => {
    expect(windowKeepUntil({ times: [10, 40] }, limit)).toBe(1040);
  });
});

describe('reading stored records', () => {
  it.each([
    [null, { failures: 0, last: 0 }],
    [
      { failures: 3, last: 9 },
      { failures: 3, last: 9 },
    ],
    [
      { failures: -1, last: 9 },
      { failures: 0, last: 0 },
    ],
    [
      { failures: '3', last: 9 },
      { failures: 0, last: 0 },
    ],
  ])('pair %j → %j', (record, pair) => {
    expect(readPair(record)).toEqual(pair);
  });

  it.each([
    [null, []],
    [{ times: [1, 'x', 2, -3, 1.5] }, [1, 2]],
    [{ times: 'nope' }, []],
  ])('window %j → %j', (record, times) => {
    expect(readWindow(record)).toEqual({ times });
  });
});
