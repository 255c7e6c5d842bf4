import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, CompressionCache, isCompressible } from './compression';

describe('acceptedEncodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=1.0, gzip;q=0.8', ['br', 'gzip']],
    ['gzip;q=0, br', ['br']],
    ['identity', []],
    ['*', ['br', 'gzip']],
    ['*, br;q=0', ['gzip']],
    ['GZIP', ['gzip']],
  ])('%j -> %j', (header, encodings) => {
    expect([...acceptedEncodings(header)]).toEqual(encodings);
  });
});

describe('isCompressible', () => {
  it.each([
    ['text/javascript; charset=utf-8', 5000, true],
    ['text/css; charset=utf-8', 5000, true],
    ['image/svg+xml', 5000, true],
    ['application/json', 5000, true],
    ['text/javascript; charset=utf-8', 200, false],
    ['image/png', 5000, false],
    ['font/woff2', 5000, false],
  ])('%s of %i bytes -> %j', (type, size, expected) => {
    expect(isCompressible(type, size)).toBe(expected);
  });
});

describe('CompressionCache', () => {
  const body = Buffer.from('const colmena = "datos";\n'.repeat(2000));

  it('answers gzip at once, then brotli once it is ready, both of the same bytes', async () => {
    const cache = new CompressionCache();
    const both = new Set(['br', 'gzip'] as const);
    const first = await cache.encode(body, both);
    expect(first?.encoding).toBe('gzip');
    expect(gunzipSync(first?.body ?? Buffer.alloc(0)).equals(body)).toBe(true);
    let later = await cache.encode(body, both);
    for (let i = 0; i < 100 && later?.encoding !== 'br'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await cache.encode(body, both);
    }
    expect(later?.encoding).toBe('br');
    expect(brotliDecompressSync(later?.body ?? Buffer.alloc(0)).equals(body)).toBe(true);
    expect(later?.body.length).toBeLessThan(first?.body.length ?? 0);
  });

  it('waits for brotli when it is all the client takes, and sends plain when it takes nothing', async () => {
    const cache = new CompressionCache();
    expect((await cache.encode(body, new Set(['br'] as const)))?.encoding).toBe('br');
    expect(await cache.encode(body, new Set())).toBeNull();
  });
});
