import { Readable } from 'node:stream';
import busboy from 'busboy';
import { AppError } from './AppError';

/** The one file part of a multipart body, streamed as it arrives. */
export interface MultipartFile {
  /** The file name the client gave (shown to people, never used as a path). */
  filename: string;
  /** The part's bytes as they arrive; nothing is buffered beyond the stream's high-water mark. */
  bytes: AsyncIterable<Uint8Array>;
  /** Settles when the whole body has been parsed: rejects on a malformed or cut-off body. */
  finished: Promise<void>;
  /** Stops reading the body (after a refusal): the rest is never parsed or kept. */
  stop(): void;
}

const partLimits = { files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 50 };

/**
 * The file part named `field` of a `multipart/form-data` body, handed over as soon as its
 * headers are read, so the caller streams it to the store without holding it: the request
 * is read only as fast as the file is written (backpressure from busboy to the socket). No
 * file part, another content type or a malformed body is a `bad_request`.
 */
export function multipartFile(
  contentType: string | undefined,
  body: Readable | ReadableStream<Uint8Array> | null,
  field = 'file',
): Promise<MultipartFile> {
  if (!contentType?.toLowerCase().startsWith('multipart/form-data') || !body)
    return Promise.reject(new AppError('bad_request', 'Send the file as multipart/form-data'));
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: partLimits,
      defParamCharset: 'utf8',
    });
  } catch {
    return Promise.reject(new AppError('bad_request', 'Malformed multipart body'));
  }
  const fromSocket = body instanceof Readable;
  const source = fromSocket
    ? body
    : Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
  const stop = () => {
    source.unpipe(parser);
    // The request itself must stay open for the answer (a refusal) to reach the client: it is
    // only paused, so the socket stops being read; the server drains or closes it after the
    // answer (the route answers refusals with `Connection: close`).
    if (fromSocket) source.pause();
    else source.destroy();
  };
  // A body that breaks off (the client went away) ends the file part with an error, so whoever
  // writes it fails and cleans up instead of waiting for bytes that never come.
  const cutOff = () => {
    if (!parser.destroyed) parser.destroy(new AppError('bad_request', 'The body was cut off'));
  };
  source.once('error', cutOff);
  source.once('close', () => {
    if (!source.readableEnded) cutOff();
  });
  const finished = new Promise<void>((resolve, reject) => {
    parser.once('close', resolve);
    parser.once('error', () => reject(new AppError('bad_request', 'Malformed multipart body')));
    source.once('error', () => reject(new AppError('bad_request', 'The body was cut off')));
  });
  // Observed here so a settled failure never goes unhandled; the caller awaits it too.
  finished.catch(() => undefined);
  return new Promise<MultipartFile>((resolve, reject) => {
    parser.on('file', (name, stream, info) => {
      if (name !== field) {
        stream.resume();
        return;
      }
      resolve({ filename: info.filename || 'file', bytes: stream, finished, stop });
    });
    finished.then(
      () => reject(new AppError('bad_request', `No "${field}" part in the body`)),
      (error: unknown) => reject(error),
    );
    source.pipe(parser);
  });
}
