import { describe, expect, it } from 'vitest';
import { readBoundedBody } from './readBoundedBody';

const bytes = (n: number) => new Uint8Array(n).fill(97);

/** A streamed (chunked) body: no Content-Length, as a caller that does not know its size sends. */
function chunked(chunks: number[]): Request {
  let at = 0;
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const size = chunks[at++];
      if (size === undefined) controller.close();
      else {
        pulled += size;
        controller.enqueue(bytes(size));
      }
    },
  });
  const request = new Request('http://demo.localhost/hooks/a', {
    method: 'POST',
    body,
    duplex: 'half',
  } as RequestInit);
  Object.defineProperty(request, 'pulled', { get: () => pulled });
  return request;
}

const declared = (body: Uint8Array) =>
  new Request('http://demo.localhost/hooks/a', {
    method: 'POST',
    body,
    headers: { 'content-length': String(body.byteLength) },
  });

describe('readBoundedBody', () => {
  it('a body of declared length within the bound is read whole, at the bound too', async () => {
    expect(await readBoundedBody(declared(bytes(10)), 10)).toEqual(bytes(10));
    expect(await readBoundedBody(declared(bytes(0)), 10)).toEqual(bytes(0));
  });

  it('a declared length over the bound is refused before anything is read', async () => {
    const request = declared(bytes(11));
    expect(await readBoundedBody(request, 10)).toBeNull();
    expect(request.bodyUsed).toBe(false);
  });

  it('the header reader given is the one asked (Node’s parsed headers on the server)', async () => {
    const asked: string[] = [];
    const header = (name: string) => {
      asked.push(name);
      return name === 'content-length' ? '99' : undefined;
    };
    expect(await readBoundedBody(declared(bytes(5)), 10, header)).toBeNull();
    expect(asked).toContain('content-length');
  });

  it('a chunked body is counted: within the bound read whole, past it refused without reading the rest', async () => {
    expect(await readBoundedBody(chunked([4, 4, 2]), 10)).toEqual(bytes(10));
    const over = chunked([4, 4, 4, 4, 4]);
    expect(await readBoundedBody(over, 10)).toBeNull();
    expect((over as Request & { pulled: number }).pulled).toBeLessThan(20);
  });

  it('Transfer-Encoding with a Content-Length is counted as it comes, not trusted', async () => {
    const header = (name: string) =>
      ({ 'content-length': '4', 'transfer-encoding': 'chunked' })[name] as string | undefined;
    expect(await readBoundedBody(chunked([6, 6]), 10, header)).toBeNull();
  });
});
