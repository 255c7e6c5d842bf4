import type { ByteRange, ByteRangeRequest } from './byteRange';

/**
 * The files port: a tenant's stored files (logos, icons, uploads) by relative path. Embedded:
 * the local disk (local/LocalFiles); cloud: a Cloud Storage bucket shared by every instance
 * (cloudStorage/CloudStorageFiles). Both run conformance/filesConformance.ts.
 */
export interface FileInfo {
  /** From the path's extension (contentType.ts), the same on every adapter. */
  contentType: string;
  size: number;
  modifiedAt: Date;
}

export interface StoredFile extends FileInfo {
  body: Uint8Array;
}

export interface OpenedFile extends FileInfo {
  /** The bytes (of `range` when one was asked for), read as they are sent: a 150 MB video is never held in memory. */
  body: ReadableStream<Uint8Array>;
  /**
   * When a range was asked for: the bytes `body` holds (`size` stays the whole file's), or
   * `unsatisfiable` when the file has none of them (`body` is then empty).
   */
  range?: ByteRange | 'unsatisfiable';
}

export interface Files {
  /** A whole file (small ones: logos, icons), or null when there is none or the path is unsafe. */
  read(tenant: string, path: string): Promise<StoredFile | null>;
  /** A file to stream out, whole or the one range asked for (video seeking), or null as read. */
  open(tenant: string, path: string, options?: { range?: ByteRangeRequest }): Promise<OpenedFile | null>;
  /** Creates or replaces a file; an unsafe path is a `bad_request`. */
  write(tenant: string, path: string, body: Uint8Array | string): Promise<void>;
  /**
   * Creates or replaces a file from a stream, never holding it whole. Past `maxBytes` it stops
   * reading and fails with `file_too_big`; a failed or refused write leaves no part of itself
   * and the previous file, if any, as it was: a file appears whole or not at all.
   */
  writeStream(
    tenant: string,
    path: string,
    source: AsyncIterable<Uint8Array>,
    limits: { maxBytes: number },
  ): Promise<{ size: number }>;
  /** Whether there was a file to remove. */
  remove(tenant: string, path: string): Promise<boolean>;
}
