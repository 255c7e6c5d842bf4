import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { filesConformance } from '../conformance/filesConformance';
import { LocalFiles } from './LocalFiles';

const root = mkdtempSync(join(tmpdir(), 'colmena-files-'));
let n = 0;
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local files', () => {
  filesConformance(async () => new LocalFiles(join(root, `run-${++n}`)));

  it('reads nothing outside the tenant folder, even a file that exists there', async () => {
    const dir = join(root, 'outside');
    const files = new LocalFiles(join(dir, 'files'));
    await files.write('demo', 'ok.txt', 'ok');
    writeFileSync(join(dir, 'secret.txt'), 'secret');
    expect(await files.read('demo', '../../secret.txt')).toBeNull();
    expect(await files.read('..', 'secret.txt')).toBeNull();
  });

  it('leaves no partial file behind a refused stream', async () => {
    const files = new LocalFiles(join(root, 'partial'));
    async function* big() {
      yield Buffer.alloc(8, 1);
      yield Buffer.alloc(8, 2);
    }
    await expect(files.writeStream('demo', 'up/big.bin', big(), { maxBytes: 10 })).rejects.toMatchObject({
      code: 'file_too_big',
    });
    expect(readdirSync(join(root, 'partial', 'demo', 'up'))).toEqual([]);
  });

  it('stops reading, and lets go of the file, when its reader stops halfway, again and again', async () => {
    const files = new LocalFiles(join(root, 'cancelled'));
    await files.write('demo', 'big.bin', Buffer.alloc(8 * 1024 * 1024, 7));
    const descriptors = () => readdirSync('/proc/self/fd').length;
    const before = descriptors();
    /** Each chunk as several items, as a reader of lines hands them out. */
    async function* items(body: AsyncIterable<Uint8Array>) {
      for await (const chunk of body) for (let k = 0; k < 10; k++) yield chunk.byteLength;
    }
    for (let i = 0; i < 60; i++) {
      const opened = await files.open('demo', 'big.bin');
      let n = 0;
      // As an import job that fails halfway (its work between reads awaited): the body is cancelled
      // while Node's own adapter still had a chunk under way, which it enqueued outside any caller.
      await expect(
        (async () => {
          for await (const _ of items(opened?.body as unknown as AsyncIterable<Uint8Array>)) {
            if (++n % 7 === 0) await (i % 2 ? new Promise(setImmediate) : sleep(0));
            if (n > 40 + i) throw new Error('the job stopped');
          }
        })(),
      ).rejects.toThrow('the job stopped');
    }
    await sleep(50);
    expect(descriptors()).toBeLessThanOrEqual(before);
  });

  it('opens nothing for a body nobody reads', async () => {
    const files = new LocalFiles(join(root, 'unread'));
    await files.write('demo', 'a.txt', 'hola');
    const before = readdirSync('/proc/self/fd').length;
    const opened = await Promise.all(Array.from({ length: 20 }, () => files.open('demo', 'a.txt')));
    expect(opened.every((file) => file?.size === 4)).toBe(true);
    expect(readdirSync('/proc/self/fd').length).toBeLessThanOrEqual(before);
  });
});
