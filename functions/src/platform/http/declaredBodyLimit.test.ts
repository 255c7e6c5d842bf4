import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './AppEnv';
import { declaredBodyLimit } from './declaredBodyLimit';

const app = new Hono<AppEnv>()
  .use(declaredBodyLimit({ maxSize: 10, onError: (c) => c.json({ error: 'too large' }, 413) }))
  .post('/', async (c) => c.json({ got: await c.req.text() }))
  .get('/', (c) => c.json({ ok: true }));

/** A body sent in chunks, as with Transfer-Encoding: chunked: no length declared. */
const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of text.match(/.{1,4}/g) ?? []) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

describe('declaredBodyLimit', () => {
  it.each([
    ['a declared length within the limit', '0123456789', 200],
    ['a declared length over the limit', '0123456789x', 413],
  ])('checks %s from the header', async (_, body, status) => {
    const res = await app.request('/', {
      method: 'POST',
      body,
      headers: { 'content-length': String(body.length) },
    });
    expect(res.status).toBe(status);
    if (status === 200) expect(await res.json()).toEqual({ got: body });
  });

  it.each([
    ['within the limit', '0123456789', 200],
    ['over the limit', '0123456789x', 413],
  ])('counts a body of undeclared length as it streams: %s', async (_, body, status) => {
    const res = await app.request('/', {
      method: 'POST',
      body: streamOf(body),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(status);
  });

  it('lets a request without a body through', async () => {
    expect((await app.request('/')).status).toBe(200);
  });
});
