import { describe, expect, it } from 'vitest';
import { randomIds, sequentialIds } from './ids';

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
