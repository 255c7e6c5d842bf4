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

/** Where and how a browser sends one file straight to the store (a V4 signed URL). */
export interface SignedUpload {
  method: 'PUT';
  url: string;
  /** Headers the request must carry exactly: the signature covers them. */
  headers: Record<string, string>;
  expiresAt: Date;
}

/** A file a browser put in the store through a signed upload: its size and the metadata the signature fixed. */
export interface UploadedObject {
  size: number;
  metadata: Record<string, string>;
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
  /**
   * Moves a file to another path of the same tenant, replacing what was there; false when
   * there was no file to move. An unsafe path is a `bad_request`.
   */
  move(tenant: string, from: string, to: string): Promise<boolean>;
  /**
   * Present where browsers may upload straight to the store (Cloud Storage: a function's
   * request body is limited to 32 MB): a URL to PUT one file of at most `maxBytes` to `path`,
   * with `contentType` and `metadata` fixed by the signature, valid until `expiresAt`.
   */
  signUpload?(
    tenant: string,
    path: string,
    options: {
      contentType: string;
      maxBytes: number;
      metadata: Record<string, string>;
      /** From when the URL may be used (the signature's date: the app's clock, not the machine's). */
      startsAt: Date;
      expiresAt: Date;
    },
  ): Promise<SignedUpload>;
  /** With `signUpload`: what was put at `path`, or null when nothing was. */
  uploadedObject?(tenant: string, path: string): Promise<UploadedObject | null>;
}
