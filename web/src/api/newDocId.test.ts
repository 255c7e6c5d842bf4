import { describe, expect, it } from 'vitest';
import { newDocId } from './newDocId';

describe('newDocId', () => {
  it('is 32 hex digits, a new one each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newDocId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
