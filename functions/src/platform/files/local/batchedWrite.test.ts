import type { FileHandle } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { batchedWrite, writeBatchBytes } from './batchedWrite';

/** A file handle that records each writev (its byte count) and can fail or write short. */
function recordingHandle(options: { failOnWrite?: number; short?: boolean } = {}) {
  const writes: number[] = [];
  const written: Uint8Array[] = [];
  const handle = {
    async writev(chunks: Uint8Array[]) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (options.failOnWrite === writes.length) throw new Error('disk full');
      const size = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
      writes.push(size);
      written.push(...chunks);
      return { bytesWritten: options.short ? size - 1 : size, buffers: chunks };
    },
  } as unknown as FileHandle;
  return { handle, writes, bytes: () => Buffer.concat(written) };
}

async function* chunksOf(count: number, size: number, onRead?: (index: number) => void) {
  for (let i = 0; i < count; i++) {
    onRead?.(i);
    yield new Uint8Array(size).fill(i % 251);
  }
}

describe('batchedWrite', () => {
  it('gathers socket-sized chunks into writes of about a batch, bytes in order', async () => {
    const { handle, writes, bytes: written } = recordingHandle();
    const size = await batchedWrite(handle, chunksOf(40, 64 * 1024), 40 * 64 * 1024);
    const bytes = written();
    expect(size).toBe(40 * 64 * 1024);
    // 40 chunks of 64 KiB: two full batches of 16 and the 8 left at the end, not 40 writes.
    expect(writes).toEqual([writeBatchBytes, writeBatchBytes, 8 * 64 * 1024]);
    expect(bytes.length).toBe(size);
    expect(bytes[0]).toBe(0);
    expect(bytes[64 * 1024]).toBe(1);
    expect(bytes.at(-1)).toBe(39);
  });

  it('takes exactly maxBytes and refuses one more, reading no further', async () => {
    expect(await batchedWrite(recordingHandle().handle, chunksOf(3, 10), 30)).toBe(30);
    let read = 0;
    await expect(
      batchedWrite(
        recordingHandle().handle,
        chunksOf(10, 10, (i) => (read = i + 1)),
        29,
      ),
    ).rejects.toMatchObject({ code: 'file_too_big' });
    expect(read).toBe(3);
  });

  it('a failed write fails the whole and stops reading the source soon after', async () => {
    let read = 0;
    const { handle } = recordingHandle({ failOnWrite: 0 });
    await expect(
      batchedWrite(
        handle,
        chunksOf(200, 64 * 1024, (i) => (read = i + 1)),
        Number.POSITIVE_INFINITY,
      ),
    ).rejects.toThrow('disk full');
    // The first batch failed while the second filled: at most two batches were read.
    expect(read).toBeLessThanOrEqual(33);
  });

  it('refuses a short write instead of keeping a truncated file', async () => {
    await expect(batchedWrite(recordingHandle({ short: true }).handle, chunksOf(2, 8), 100)).rejects.toThrow(
      'short write',
    );
  });

  it('an empty source writes nothing', async () => {
    const { handle, writes } = recordingHandle();
    expect(await batchedWrite(handle, chunksOf(0, 1), 10)).toBe(0);
    expect(writes).toEqual([]);
  });
});
