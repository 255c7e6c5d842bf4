import { describe, expect, it } from 'vitest';
import { randomIds, sequentialIds, timeOrderedIds } from './ids';

describe('ids', () => {
  it('random ids are 20 letters or digits and do not repeat across pool refills', () => {
    const ids = Array.from({ length: 10_000 }, () => randomIds.newId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sequential ids count up from their prefix', () => {
    const ids = sequentialIds('t-');
    expect([ids.newId(), ids.newId()]).toEqual(['t-1', 't-2']);
  });
});

describe('time-ordered ids', () => {
  it('are 20 letters or digits, distinct within one millisecond', () => {
    const ids = timeOrderedIds(() => 1_764_300_000_000);
    const made = Array.from({ length: 10_000 }, () => ids.newId());
    for (const id of made) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(new Set(made).size).toBe(made.length);
    expect(new Set(made.map((id) => id.slice(0, 8))).size).toBe(1);
  });

  it.each([
    [0, 1],
    [1_764_300_000_000, 1_764_300_000_001],
    [1_764_300_000_999, 1_764_300_001_000],
    [61, 62],
    [1_764_300_000_000, 2_764_300_000_000],
  ])(
    'an id made at %d ms sorts before one made at %d ms (byte order, as an index compares)',
    (early, late) => {
      let now = early;
      const ids = timeOrderedIds(() => now);
      const first = ids.newId();
      now = late;
      const second = ids.newId();
      expect(Buffer.compare(Buffer.from(first), Buffer.from(second))).toBe(-1);
      expect(first < second).toBe(true);
    },
  );
});
