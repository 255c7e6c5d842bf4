import type { FileHandle } from 'node:fs/promises';
import { AppError } from '../../http/AppError';

/** Bytes gathered before one `writev`: 16 socket reads of 64 KiB. */
export const writeBatchBytes = 1024 * 1024;

/**
 * Writes `source` to an open file in batches of about `writeBatchBytes`, one `writev` of the
 * chunks as they came (no copy) in flight while the next batch fills; past `maxBytes` it fails
 * with `file_too_big`, which stops the reading of the source. Why not `createWriteStream`: it
 * sends every 64 KiB socket chunk to libuv's thread pool on its own, and each hand-off wakes a
 * pool thread (a futex, a context switch): ~2,400 of them for 150 MB cost the event loop more
 * than the bytes themselves on a busy machine (bench/uploads.bench.ts). Holds at most two
 * batches. Resolves with the number of bytes written.
 */
export async function batchedWrite(
  handle: FileHandle,
  source: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<number> {
  let size = 0;
  let batch: Uint8Array[] = [];
  let batched = 0;
  let inFlight: Promise<void> = Promise.resolve();
  let failed: { error: unknown } | null = null;
  const flush = async () => {
    await inFlight;
    if (failed) throw failed.error;
    const chunks = batch;
    const bytes = batched;
    batch = [];
    batched = 0;
    // Observed at once, so a failure while the source is being read is never unhandled; the
    // next flush or the end rethrows it.
    inFlight = writeAll(handle, chunks, bytes).catch((error: unknown) => {
      failed = { error };
    });
  };
  for await (const chunk of source) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await inFlight;
      throw new AppError('file_too_big');
    }
    if (failed) throw (failed as { error: unknown }).error;
    if (chunk.byteLength === 0) continue;
    batch.push(chunk);
    batched += chunk.byteLength;
    if (batched >= writeBatchBytes) await flush();
  }
  if (batched > 0) await flush();
  await inFlight;
  if (failed) throw (failed as { error: unknown }).error;
  return size;
}

/** libuv writes every buffer (it loops over short writes and IOV_MAX); a short count is still refused. */
async function writeAll(handle: FileHandle, chunks: Uint8Array[], bytes: number): Promise<void> {
  const { bytesWritten } = await handle.writev(chunks);
  if (bytesWritten !== bytes) throw new Error(`short write: ${bytesWritten} of ${bytes} bytes`);
}
