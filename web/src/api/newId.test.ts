import { describe, expect, it } from 'vitest';
import { newId } from './newId';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newId', () => {
  it('uses randomUUID when the context offers it', () => {
    const source = {
      randomUUID: () => '11111111-2222-4333-8444-555555555555' as const,
      getRandomValues: <T>(a: T) => a,
    };
    expect(newId(source)).toBe('11111111-2222-4333-8444-555555555555');
  });

  it.each([0x00, 0xff, 0x5a])('without it (plain http), a v4 UUID from random bytes %i', (fill) => {
    const source = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        if (array instanceof Uint8Array) array.fill(fill);
        return array;
      },
    };
    const id = newId(source);
    expect(id).toMatch(uuidV4);
    // The server accepts stream and subscription ids of 8-100 letters, digits, '_' and '-'.
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('gives a different id each time', () => {
    const ids = new Set(
      Array.from({ length: 100 }, () => newId({ getRandomValues: (a) => crypto.getRandomValues(a) })),
    );
    expect(ids.size).toBe(100);
  });
});
