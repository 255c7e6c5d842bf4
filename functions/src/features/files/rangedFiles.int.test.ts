import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';

const demo = 'demo.localhost:8080';
const origin = `http://${demo}`;
let app: TestApp;
const cookies: Record<string, string> = {};

/** An MP4's first box (`ftyp isom`) then 300,000 bytes of a known pattern: what a player seeks in. */
const video = new Uint8Array(300_024);
video.set([0, 0, 0, 24, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0]);
for (let i = 16; i < video.length; i++) video[i] = (i * 7) % 256;
let url: string;

beforeAll(async () => {
  app = await createTestApp();
  for (const who of ['employee', 'client']) cookies[who] = await app.signIn(demo, `${who}@demo.test`);
  const form = new FormData();
  form.set('file', new Blob([video]), 'obra.mp4');
  const res = await app.request(demo, '/api/files?collection=proyectos&docId=p-001', {
    method: 'POST',
    body: form,
    headers: { origin, cookie: cookies.employee as string },
  });
  const answer = (await res.json()) as { type: string; url: string };
  expect(answer.type).toBe('video');
  url = answer.url;
}, 60_000);
afterAll(() => app.close());

const get = (headers: Record<string, string>, who: string | null = 'employee', path = url) =>
  app.request(demo, path, { headers: { ...headers, ...(who ? { cookie: cookies[who] as string } : {}) } });
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());
const size = video.byteLength;

describe('GET /api/files with Range (video seeking)', () => {
  it('says it takes ranges and sends the whole file when none is asked for', async () => {
    const res = await get({});
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-length')).toBe(String(size));
    expect(res.headers.get('content-range')).toBeNull();
    expect(Buffer.from(await bytesOf(res)).equals(Buffer.from(video))).toBe(true);
  });

  it.each([
    ['the first bytes', 'bytes=0-99', 0, 99],
    ['a middle range', 'bytes=150000-150999', 150_000, 150_999],
    ['from a byte to the end', `bytes=${size - 500}-`, size - 500, size - 1],
    ['the last bytes', 'bytes=-1000', size - 1000, size - 1],
    ['an end past the file, cut to it', `bytes=${size - 10}-${size + 10_000}`, size - 10, size - 1],
  ])('%s: 206 with exactly those bytes', async (_name, range, start, end) => {
    const res = await get({ range });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
    expect(res.headers.get('content-length')).toBe(String(end - start + 1));
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe('attachment');
    expect(Buffer.from(await bytesOf(res)).equals(Buffer.from(video.subarray(start, end + 1)))).toBe(true);
  });

  it.each([
    ['a start at the end', `bytes=${size}-`],
    ['a start past the end', `bytes=${size + 5}-${size + 10}`],
    ['an empty suffix', 'bytes=-0'],
  ])('%s: 416 naming the size, no bytes', async (_name, range) => {
    const res = await get({ range });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${size}`);
    expect((await bytesOf(res)).byteLength).toBe(0);
  });

  it.each([
    ['several ranges', 'bytes=0-9,20-29'],
    ['a malformed range', 'bytes=9-1'],
    ['another unit', 'items=0-9'],
  ])('%s: ignored, the whole file', async (_name, range) => {
    const res = await get({ range });
    expect(res.status).toBe(200);
    expect((await bytesOf(res)).byteLength).toBe(size);
  });

  it('If-Range: the range only for the version it names by date, else the whole file', async () => {
    const lastModified = (await get({})).headers.get('last-modified') as string;
    const same = await get({ range: 'bytes=0-9', 'if-range': lastModified });
    expect(same.status).toBe(206);
    expect((await bytesOf(same)).byteLength).toBe(10);
    const other = await get({ range: 'bytes=0-9', 'if-range': 'Mon, 01 Jan 2001 00:00:00 GMT' });
    expect(other.status).toBe(200);
    expect((await bytesOf(other)).byteLength).toBe(size);
    const etag = await get({ range: 'bytes=0-9', 'if-range': '"abc"' });
    expect(etag.status).toBe(200);
  });

  it('the same rules as without a range: who may not read the project learns nothing, not even the size', async () => {
    for (const range of ['bytes=0-99', `bytes=${size}-`]) {
      const visitor = await get({ range }, null);
      expect(visitor.status).toBe(404);
      expect(visitor.headers.get('content-range')).toBeNull();
    }
    const reader = await get({ range: 'bytes=0-99' }, 'client');
    expect(reader.status).toBe(206);
  });

  it('the company’s own assets take ranges too', async () => {
    const res = await get({ range: 'bytes=0-3' }, null, '/api/files/logo.svg');
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-3\/\d+$/);
    expect((await bytesOf(res)).byteLength).toBe(4);
  });
});
