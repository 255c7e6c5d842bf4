/**
 * A Node stream (or any async iterable of bytes) as a web stream that reads only when its reader
 * asks, and ends the source when its reader cancels. Not `Readable.toWeb`: Node's adapter pushes
 * chunks from 'data' events, and one under way when the reader cancels is enqueued into the
 * closed stream, an uncaught ERR_INVALID_STATE that ends the server (nodejs/node#64529).
 */
export function pulledBody(source: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const chunks = source[Symbol.asyncIterator]();
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (cancelled) return;
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      async cancel() {
        cancelled = true;
        await chunks.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
