import { describe, expect, it } from 'vitest';
import { createLiveCursors, fingerprintOf } from './liveCursors';

const secret = new Uint8Array(32).fill(1);
const demo = createLiveCursors(secret).forTenant('demo');
const query = fingerprintOf({ collection: 'tasks' });

describe('live cursors', () => {
  it('open what they sealed, for the same tenant and key only', () => {
    const cursor = demo.seal({ seq: 123_456_789, query });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]{59}$/);
    expect(demo.open(cursor)).toEqual({ seq: 123_456_789, query });
    expect(createLiveCursors(secret).forTenant('demo').open(cursor)).toEqual({ seq: 123_456_789, query });
    expect(createLiveCursors(secret).forTenant('develop').open(cursor)).toBeNull();
    expect(createLiveCursors(new Uint8Array(32).fill(2)).forTenant('demo').open(cursor)).toBeNull();
  });

  it('are different every time, even for the same point (no equality to count writes by)', () => {
    const cursors = new Set(Array.from({ length: 50 }, () => demo.seal({ seq: 7, query })));
    expect(cursors.size).toBe(50);
  });

  it('use a fresh nonce for every cursor across refills of the nonce pool, each opening to its point', () => {
    const sealed = Array.from({ length: 3000 }, (_, seq) => demo.seal({ seq, query }));
    const nonces = new Set(
      sealed.map((cursor) => Buffer.from(cursor, 'base64url').subarray(0, 12).toString('hex')),
    );
    expect(nonces.size).toBe(3000);
    expect(sealed.every((cursor, seq) => demo.open(cursor)?.seq === seq)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['a number', '42'],
    ['too short', 'A'.repeat(58)],
    ['too long', 'A'.repeat(60)],
    ['not base64url', `${'A'.repeat(58)}+`],
    ['noise', 'A'.repeat(59)],
  ])('refuse %s', (_name, cursor) => {
    expect(demo.open(cursor)).toBeNull();
  });

  it('refuse a cursor with any one character changed', () => {
    const cursor = demo.seal({ seq: 9, query });
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < cursor.length; i += 1) {
      const other = alphabet[(alphabet.indexOf(cursor[i] ?? 'A') + 1) % 64];
      expect(demo.open(`${cursor.slice(0, i)}${other}${cursor.slice(i + 1)}`)).toBeNull();
    }
  });

  it('fingerprint a query by its content', () => {
    expect(fingerprintOf({ collection: 'a', limit: 1 })).toBe(fingerprintOf({ collection: 'a', limit: 1 }));
    expect(fingerprintOf({ collection: 'a', limit: 1 })).not.toBe(
      fingerprintOf({ collection: 'a', limit: 2 }),
    );
    expect(fingerprintOf({ collection: 'a' })).toMatch(/^[0-9a-f]{16}$/);
  });
});
