import { describe, expect, it } from 'vitest';
import { createFrameIds } from './frameIds';

const secret = new Uint8Array(32).fill(1);
const demo = createFrameIds(secret).forTenant('demo');

describe('frame ids', () => {
  it('decode to the seq and frame number they were made from, for their tenant', () => {
    for (const point of [
      { seq: 0, n: 1 },
      { seq: 1, n: 2 },
      { seq: 123_456_789, n: 4_000_000_000 },
      { seq: Number.MAX_SAFE_INTEGER, n: 0 },
    ]) {
      const id = demo.encode(point);
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(demo.decode(id)).toEqual(point);
    }
  });

  it('look random: consecutive seqs share no order and no readable number', () => {
    const ids = Array.from({ length: 200 }, (_, i) => demo.encode({ seq: 1000 + i, n: i + 1 }));
    expect(new Set(ids).size).toBe(ids.length);
    const sorted = [...ids].sort();
    expect(sorted).not.toEqual(ids);
    for (const [i, id] of ids.entries()) {
      expect(Number.isNaN(Number(id))).toBe(true);
      expect(id).not.toContain(String(1000 + i));
    }
  });

  it.each([
    ['another tenant’s id', createFrameIds(secret).forTenant('develop').encode({ seq: 5, n: 1 })],
    [
      'an id under another key',
      createFrameIds(new Uint8Array(32).fill(2)).forTenant('demo').encode({ seq: 5, n: 1 }),
    ],
    ['a plain seq', '5'],
    ['an old style id', '5.2'],
    ['random text of the right length', 'AAAAAAAAAAAAAAAAAAAAAA'],
    [
      'the right id spelt with other trailing bits',
      (() => {
        const id = demo.encode({ seq: 5, n: 1 });
        const last = id.at(-1) === 'A' ? 'B' : 'A';
        return `${id.slice(0, -1)}${last}`;
      })(),
    ],
    ['too long', `${demo.encode({ seq: 5, n: 1 })}A`],
    ['empty', ''],
  ])('refuse %s', (_name, id) => {
    expect(demo.decode(id)).toBeNull();
  });

  it('are the same under the same secret in another process (shared, restart-proof key)', () => {
    const again = createFrameIds(new Uint8Array(secret)).forTenant('demo');
    expect(again.decode(demo.encode({ seq: 42, n: 7 }))).toEqual({ seq: 42, n: 7 });
  });
});
