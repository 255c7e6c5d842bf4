import { AppError } from '../http/AppError';

/**
 * A pipeline step that passes bytes on and counts them; one byte past `maxBytes` fails the
 * pipeline with `file_too_big`, which stops the reading of the source there.
 */
export function limitBytes(maxBytes: number) {
  let size = 0;
  return {
    size: () => size,
    transform: async function* (source: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
      for await (const chunk of source) {
        size += chunk.byteLength;
        if (size > maxBytes) throw new AppError('file_too_big');
        yield chunk;
      }
    },
  };
}
