/**
 * A stream cut into pieces of `size` bytes (the last may be shorter), each handed over whole:
 * a provider upload sends one piece per request, so at most one piece is held at a time.
 */
export async function* chunksOf(source: ReadableStream<Uint8Array>, size: number): AsyncIterable<Uint8Array> {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const take = (): Uint8Array => {
    const piece = new Uint8Array(size);
    let filled = 0;
    while (filled < size) {
      const first = pending[0] as Uint8Array;
      const wanted = Math.min(size - filled, first.byteLength);
      piece.set(first.subarray(0, wanted), filled);
      filled += wanted;
      if (wanted === first.byteLength) pending.shift();
      else pending[0] = first.subarray(wanted);
    }
    pendingBytes -= size;
    return piece;
  };
  for await (const chunk of source as unknown as AsyncIterable<Uint8Array>) {
    pending.push(chunk);
    pendingBytes += chunk.byteLength;
    while (pendingBytes >= size) yield take();
  }
  if (pendingBytes > 0) {
    const last = new Uint8Array(pendingBytes);
    let at = 0;
    for (const part of pending) {
      last.set(part, at);
      at += part.byteLength;
    }
    pending = [];
    yield last;
  }
}
