import { beforeEach, describe, expect, it } from 'vitest';
import type { ByteRangeRequest } from '../byteRange';
import type { Files } from '../Files';

const text = (body: Uint8Array | undefined) => Buffer.from(body ?? []).toString('utf8');

async function* chunks(...parts: (string | Error)[]): AsyncIterable<Uint8Array> {
  for (const part of parts) {
    if (part instanceof Error) throw part;
    yield Buffer.from(part);
  }
}

async function readBytes(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}

const readAll = async (stream: ReadableStream<Uint8Array>) => (await readBytes(stream)).toString('utf8');

/** The contract of the files port, for every adapter (local disk, Cloud Storage). */
export function filesConformance(makeFiles: () => Promise<Files>) {
  let files: Files;
  beforeEach(async () => {
    files = await makeFiles();
  });

  describe('files conformance', () => {
    it('writes and reads a tenant file with the content type of its extension', async () => {
      await files.write('demo', 'img/logo.svg', '<svg/>');
      const file = await files.read('demo', 'img/logo.svg');
      expect(file).toMatchObject({ contentType: 'image/svg+xml', size: 6 });
      expect(text(file?.body)).toBe('<svg/>');
      expect(file?.modifiedAt).toBeInstanceOf(Date);
      expect(await files.read('develop', 'img/logo.svg')).toBeNull();
      expect(await files.read('demo', 'img')).toBeNull();
      expect(await files.read('demo', 'img/none.png')).toBeNull();
    });

    it('replaces a file written again, bytes kept exactly', async () => {
      const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
      await files.write('demo', 'a/b/c.bin', 'old');
      await files.write('demo', 'a/b/c.bin', bytes);
      const file = await files.read('demo', 'a/b/c.bin');
      expect(file?.contentType).toBe('application/octet-stream');
      expect(Buffer.from(file?.body ?? []).equals(Buffer.from(bytes))).toBe(true);
    });

    it('streams a file in and out', async () => {
      expect(
        await files.writeStream('demo', 'up/notes.txt', chunks('uno ', 'dos ', 'tres'), { maxBytes: 100 }),
      ).toEqual({
        size: 12,
      });
      expect(text((await files.read('demo', 'up/notes.txt'))?.body)).toBe('uno dos tres');
      const opened = await files.open('demo', 'up/notes.txt');
      expect(opened).toMatchObject({ contentType: 'text/plain; charset=utf-8', size: 12 });
      expect(await readAll(opened?.body ?? new ReadableStream())).toBe('uno dos tres');
      expect(await files.open('demo', 'up/none.txt')).toBeNull();
    });

    it('opens one range of a file: the bytes asked for, the whole size beside them', async () => {
      const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 256);
      await files.write('demo', 'video/clip.mp4', bytes);
      const cases: [ByteRangeRequest, number, number][] = [
        [{ start: 0, end: 0 }, 0, 0],
        [{ start: 100, end: 299 }, 100, 299],
        [{ start: 900 }, 900, 999],
        [{ start: 990, end: 5000 }, 990, 999],
        [{ suffix: 10 }, 990, 999],
        [{ suffix: 5000 }, 0, 999],
      ];
      for (const [range, start, end] of cases) {
        const opened = await files.open('demo', 'video/clip.mp4', { range });
        expect(opened, JSON.stringify(range)).toMatchObject({ size: 1000, range: { start, end } });
        const body = await readBytes(opened?.body ?? new ReadableStream());
        expect(body.equals(Buffer.from(bytes.subarray(start, end + 1))), JSON.stringify(range)).toBe(true);
      }
      for (const range of [{ start: 1000 }, { start: 5000, end: 6000 }, { suffix: 0 }]) {
        const opened = await files.open('demo', 'video/clip.mp4', { range });
        expect(opened, JSON.stringify(range)).toMatchObject({ size: 1000, range: 'unsatisfiable' });
        expect((await readBytes(opened?.body ?? new ReadableStream())).byteLength).toBe(0);
      }
      const whole = await files.open('demo', 'video/clip.mp4');
      expect(whole?.range).toBeUndefined();
      expect((await readBytes(whole?.body ?? new ReadableStream())).byteLength).toBe(1000);
      expect(await files.open('demo', 'video/none.mp4', { range: { start: 0 } })).toBeNull();
      expect(await files.open('demo', '../video/clip.mp4', { range: { start: 0 } })).toBeNull();
    });

    it('takes exactly maxBytes, and refuses one byte more keeping nothing of it and the old file intact', async () => {
      expect(await files.writeStream('demo', 'up/x.txt', chunks('12345', '67890'), { maxBytes: 10 })).toEqual(
        { size: 10 },
      );
      await expect(
        files.writeStream('demo', 'up/x.txt', chunks('abcde', 'fghij', 'k'), { maxBytes: 10 }),
      ).rejects.toMatchObject({ code: 'file_too_big' });
      expect(text((await files.read('demo', 'up/x.txt'))?.body)).toBe('1234567890');
      await expect(
        files.writeStream('demo', 'up/y.txt', chunks('abcdefghijk'), { maxBytes: 10 }),
      ).rejects.toMatchObject({
        code: 'file_too_big',
      });
      expect(await files.read('demo', 'up/y.txt')).toBeNull();
    });

    it('a source that fails half way leaves no file', async () => {
      await expect(
        files.writeStream('demo', 'up/cut.txt', chunks('half', new Error('connection reset')), {
          maxBytes: 100,
        }),
      ).rejects.toThrow('connection reset');
      expect(await files.read('demo', 'up/cut.txt')).toBeNull();
    });

    it('removes a file, and says whether there was one', async () => {
      await files.write('demo', 'tmp/gone.txt', 'bye');
      expect(await files.remove('demo', 'tmp/gone.txt')).toBe(true);
      expect(await files.read('demo', 'tmp/gone.txt')).toBeNull();
      expect(await files.remove('demo', 'tmp/gone.txt')).toBe(false);
    });

    it('moves a file to another path, replacing what was there, and says whether there was one', async () => {
      await files.write('demo', 'incoming/abc', 'bytes of abc');
      await files.write('demo', 'final/abc.txt', 'old');
      expect(await files.move('demo', 'incoming/abc', 'final/abc.txt')).toBe(true);
      expect(text((await files.read('demo', 'final/abc.txt'))?.body)).toBe('bytes of abc');
      expect(await files.read('demo', 'incoming/abc')).toBeNull();
      expect(await files.move('demo', 'incoming/abc', 'final/other.txt')).toBe(false);
      expect(await files.read('demo', 'final/other.txt')).toBeNull();
      await expect(files.move('demo', 'final/abc.txt', '../abc.txt')).rejects.toMatchObject({
        code: 'bad_request',
      });
      await expect(files.move('demo', '../x', 'final/x.txt')).rejects.toMatchObject({ code: 'bad_request' });
      expect(text((await files.read('demo', 'final/abc.txt'))?.body)).toBe('bytes of abc');
    });

    it('never leaves the tenant: unsafe paths read nothing and write nothing', async () => {
      await files.write('demo', 'ok.txt', 'ok');
      for (const path of ['../ok.txt', '../../ok.txt', '/ok.txt', 'a//b', 'a/./b', 'a\\b', '']) {
        expect(await files.read('demo', path)).toBeNull();
        await expect(files.write('demo', path, 'x')).rejects.toMatchObject({ code: 'bad_request' });
      }
      expect(await files.read('..', 'demo/ok.txt')).toBeNull();
      expect(await files.read('de/mo', 'ok.txt')).toBeNull();
      await expect(
        files.writeStream('demo', '../x.txt', chunks('x'), { maxBytes: 10 }),
      ).rejects.toMatchObject({
        code: 'bad_request',
      });
      expect(await files.remove('demo', '../ok.txt')).toBe(false);
    });
  });
}
