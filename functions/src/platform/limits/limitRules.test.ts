import { describe, expect, it } from 'vitest';
import type { LimitRecord } from './LimitRecords';
import { claimOnce, forget, releaseLease, takeLease, takeToken } from './limitRules';
import { memoryLimitRecords } from './memoryLimitRecords';

const rate = { perMinute: 60, burst: 3 };

describe('takeToken (token bucket)', () => {
  it.each<[string, LimitRecord | null, number, number, LimitRecord | null]>([
    ['a new bucket is full: one taken', null, 0, 0, { tokens: 2, at: 0 }],
    ['the last token', { tokens: 1, at: 0 }, 0, 0, { tokens: 0, at: 0 }],
    ['empty: the wait for one token', { tokens: 0, at: 0 }, 0, 1000, { tokens: 0, at: 0 }],
    ['empty, half a token back: the rest of the wait', { tokens: 0, at: 0 }, 500, 500, { tokens: 0, at: 0 }],
    ['a token back after 60000/perMinute ms', { tokens: 0, at: 0 }, 1000, 0, { tokens: 0, at: 1000 }],
    ['never more than the burst', { tokens: 0, at: 0 }, 60_000, 0, { tokens: 2, at: 60_000 }],
    ['a time from the future counts as now', { tokens: 0.5, at: 5000 }, 1000, 500, { tokens: 0.5, at: 5000 }],
    ['a malformed record is a full bucket', { tokens: 'x', at: null }, 7, 0, { tokens: 2, at: 7 }],
  ])('%s', (_, current, now, wait, next) => {
    const change = takeToken(current, now, rate);
    expect(change.result).toBe(wait);
    expect(change.next).toEqual(next);
    // Refused, nothing changes: the stored object itself is handed back.
    if (wait > 0) expect(change.next).toBe(current);
  });

  it('is kept until the bucket would be full again', () => {
    expect(takeToken(null, 0, rate).keepUntil).toBe(1000);
    expect(takeToken({ tokens: 1, at: 0 }, 0, rate).keepUntil).toBe(3000);
  });
});

describe('claimOnce (replay memory)', () => {
  it.each<[string, LimitRecord | null, boolean]>([
    ['the first time: claimed', null, true],
    ['remembered: refused', { at: 1 }, false],
  ])('%s', (_, current, first) => {
    const change = claimOnce(current, 10, 300);
    expect(change.result).toBe(first);
    expect(change.keepUntil).toBe(first ? 310 : undefined);
    if (!first) expect(change.next).toBe(current);
  });
  it('forget removes the record', () => expect(forget().next).toBeNull());
});

describe('takeLease / releaseLease (a semaphore of leases)', () => {
  const two = { holders: { a: 100, b: 200 } };
  it.each<[string, LimitRecord | null, number, string, number, LimitRecord | null]>([
    ['none held: taken', null, 0, 'a', 0, { holders: { a: 50 } }],
    [
      'under the max: taken beside the others',
      { holders: { a: 100 } },
      0,
      'b',
      0,
      { holders: { a: 100, b: 50 } },
    ],
    ['at the max: the wait for the first lease to end', two, 10, 'c', 90, two],
    ['at the max, a lease ended: its place taken', two, 100, 'c', 0, { holders: { b: 200, c: 150 } }],
    ['held already: renewed, not counted twice', two, 10, 'a', 0, { holders: { a: 60, b: 200 } }],
    ['a malformed record holds nothing', { holders: ['x'] }, 0, 'a', 0, { holders: { a: 50 } }],
    [
      'a malformed lease holds nothing',
      { holders: { x: 'soon', y: 5 } },
      0,
      'a',
      0,
      { holders: { a: 50, y: 5 } },
    ],
  ])('%s', (_, current, now, holder, wait, next) => {
    const change = takeLease(current, now, holder, 2, 50);
    expect(change.result).toBe(wait);
    expect(change.next).toEqual(next);
  });

  it('kept until its last lease ends', () => {
    expect(takeLease({ holders: { a: 100 } }, 0, 'b', 2, 50).keepUntil).toBe(100);
    expect(takeLease({ holders: { a: 10 } }, 0, 'b', 2, 50).keepUntil).toBe(50);
  });

  it.each<[string, LimitRecord | null, string, LimitRecord | null]>([
    ['one of two given back', { holders: { a: 100, b: 200 } }, 'a', { holders: { b: 200 } }],
    ['the last given back: the record goes', { holders: { a: 100 } }, 'a', null],
    ['a holder holding none: nothing changes', { holders: { a: 100 } }, 'z', { holders: { a: 100 } }],
    ['an ended lease is no longer held', { holders: { a: 5 } }, 'a', { holders: { a: 5 } }],
    ['no record', null, 'a', null],
  ])('release: %s', (_, current, holder, next) => {
    expect(releaseLease(current, 10, holder).next).toEqual(next);
  });
});

describe('memoryLimitRecords', () => {
  it('a record past its keepUntil reads as absent', async () => {
    const records = memoryLimitRecords();
    expect(await records.change('k', 0, (c) => claimOnce(c, 0, 100))).toBe(true);
    expect(await records.change('k', 99, (c) => claimOnce(c, 99, 100))).toBe(false);
    expect(await records.change('k', 100, (c) => claimOnce(c, 100, 100))).toBe(true);
    await records.change('k', 101, forget);
    expect(await records.change('k', 101, (c) => claimOnce(c, 101, 100))).toBe(true);
  });

  it('keeps at most its capacity, dropping the oldest written first', async () => {
    const records = memoryLimitRecords(3);
    for (const key of ['a', 'b', 'c', 'd']) await records.change(key, 0, (c) => claimOnce(c, 0, 1000));
    const stillThere = async (key: string) => !(await records.change(key, 0, (c) => claimOnce(c, 0, 1000)));
    expect(await stillThere('d')).toBe(true);
    expect(await stillThere('a')).toBe(false);
  });

  it('keeps a copy: changing the object handed in changes nothing stored', async () => {
    const records = memoryLimitRecords();
    const next = { tokens: 1, at: 0 };
    await records.change('k', 0, () => ({ next, keepUntil: 10, result: undefined }));
    next.tokens = 99;
    expect(await records.change('k', 0, (c) => ({ next: c, result: c }))).toEqual({ tokens: 1, at: 0 });
  });
});

describe('changeAll (several records in one step)', () => {
  it('keeps what it answers per key, in the order of the keys; an answer left out changes nothing', async () => {
    const records = memoryLimitRecords();
    const count = (current: LimitRecord | null) => ({
      next: { n: Number(current?.n ?? 0) + 1 },
      keepUntil: 100,
    });
    expect(
      await records.changeAll(['a', 'b'], 0, ([a, b]) => ({
        next: [count(a ?? null), count(b ?? null)],
        result: 'both',
      })),
    ).toBe('both');
    // Refused: nothing kept for either.
    await records.changeAll(['a', 'b'], 0, () => ({ next: [], result: 'none' }));
    const read = (key: string) => records.change(key, 0, (current) => ({ next: current, result: current }));
    expect(await read('a')).toEqual({ n: 1 });
    expect(await read('b')).toEqual({ n: 1 });
    await records.changeAll(['b', 'a'], 0, ([b]) => ({ next: [count(b ?? null)], result: undefined }));
    expect(await read('a')).toEqual({ n: 1 });
    expect(await read('b')).toEqual({ n: 2 });
    expect(await records.change('b', 100, (current) => ({ next: current, result: current }))).toBeNull();
  });
});
