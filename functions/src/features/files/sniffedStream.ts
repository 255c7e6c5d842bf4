import { type SniffedType, sniffFileType, sniffLength } from '@colmena/shared/files';

/**
 * A stream's type from its first bytes, and the whole stream again to be written: only the
 * first `sniffLength` bytes are held while the type is decided.
 */
export async function sniffedStream(
  source: AsyncIterable<Uint8Array>,
): Promise<{ type: SniffedType; bytes: AsyncIterable<Uint8Array> }> {
  const iterator = source[Symbol.asyncIterator]();
  const first: Uint8Array[] = [];
  let length = 0;
  let ended = false;
  while (length < sniffLength) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    first.push(next.value);
    length += next.value.byteLength;
  }
  const head = new Uint8Array(Math.min(length, sniffLength));
  let at = 0;
  for (const chunk of first) {
    if (at >= head.byteLength) break;
    const part = chunk.subarray(0, head.byteLength - at);
    head.set(part, at);
    at += part.byteLength;
  }
  const type = sniffFileType(head, ended && length <= sniffLength);
  async function* bytes(): AsyncIterable<Uint8Array> {
    try {
      yield* first;
      if (ended) return;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      // Stopped early (a refusal): the source is told, so it stops reading too.
      await iterator.return?.();
    }
  }
  return { type, bytes: bytes() };
}
