import { type FileHandle, open } from 'node:fs/promises';
import type { ByteRange } from '../byteRange';

/** Bytes read from the file at a time (createReadStream's default). */
const chunkBytes = 64 * 1024;

/**
 * A file's bytes (or one range of them) as a web stream, read only when its reader asks.
 *
 * Not `Readable.toWeb(createReadStream(…))`: Node's adapter pushes each chunk from a 'data'
 * event, and when the reader cancels (a download the browser dropped, an import stopped halfway)
 * a chunk already under way is enqueued into the closed stream — an uncaught
 * ERR_INVALID_STATE that would end the server (nodejs/node#64529). Here every read happens inside
 * `pull`, whose failure after a cancel the stream simply ignores.
 */
export function fileBody(file: string, range?: ByteRange): ReadableStream<Uint8Array> {
  let position = range?.start ?? 0;
  const end = range ? range.end + 1 : Number.POSITIVE_INFINITY;
  let handle: Promise<FileHandle> | null = null;
  let done = false;
  const close = async () => {
    done = true;
    const opened = handle;
    handle = null;
    await (await opened?.catch(() => null))?.close();
  };
  return new ReadableStream<Uint8Array>(
    {
      // Opened at the first read: a body nobody reads (a HEAD, a dropped request) holds no descriptor.
      async pull(controller) {
        const wanted = Math.min(chunkBytes, end - position);
        if (done || wanted <= 0) {
          await close();
          controller.close();
          return;
        }
        handle ??= open(file, 'r');
        const reading = await handle;
        const buffer = Buffer.allocUnsafe(wanted);
        const { bytesRead } = await reading.read(buffer, 0, wanted, position);
        if (bytesRead === 0) {
          await close();
          controller.close();
          return;
        }
        position += bytesRead;
        // Cancelled while reading: the stream is closed already.
        if (!done) controller.enqueue(buffer.subarray(0, bytesRead));
      },
      cancel: close,
    },
    // Nothing read ahead: each chunk is read when the reader asks for it.
    { highWaterMark: 0 },
  );
}
