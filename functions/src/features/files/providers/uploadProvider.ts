import type { UploadKind, UploadServer } from '@colmena/shared/files';

/** A file stored at the platform, ready to be sent on: its bytes can be opened once. */
export interface StagedFile {
  /** The client's file name, normalised (the provider's path and public id are made from it). */
  name: string;
  kind: UploadKind;
  extension: string;
  mime: string;
  size: number;
  /** ISO time of the upload. */
  at: string;
  /** The upload's id (Cloudinary's chunked upload id). */
  id: string;
  open(): Promise<ReadableStream<Uint8Array>>;
}

/** Where the provider keeps the file: the record's filePath, the browser's URL, maybe a thumbnail. */
export interface ProviderUpload {
  server: UploadServer;
  filePath: string;
  /** The file's public address at the provider, or null when only the server reads it (by path). */
  url: string | null;
  thumbUrl?: string;
}

/** A company's image host or file-storage provider (spec §7), reached through the outbound guard. */
export interface UploadProvider {
  server: UploadServer;
  upload(file: StagedFile): Promise<ProviderUpload>;
  /** The bytes at `filePath`; an AppError `error_downloading_file` when the provider fails. */
  download(filePath: string): Promise<Uint8Array>;
  /**
   * Deletes the provider's copy at `filePath`: true when it was there, false when it was gone
   * already; an AppError `deletion_error` when the provider fails. Absent where the platform
   * cannot delete (Cloudinary's unsigned upload preset gives no API secret to delete with).
   */
  remove?(filePath: string): Promise<boolean>;
}

/** Where the providers' APIs are: the real hosts, or loopback servers in tests. */
export interface ProviderEndpoints {
  cloudinaryApi: string;
  dropboxApi: string;
  dropboxContent: string;
}

export const providerEndpoints: ProviderEndpoints = {
  cloudinaryApi: 'https://api.cloudinary.com',
  dropboxApi: 'https://api.dropboxapi.com',
  dropboxContent: 'https://content.dropboxapi.com',
};

/** Bytes per provider request: above Cloudinary's 5 MB chunk minimum, small enough to hold one. */
export const providerChunkBytes = 16 * 1024 * 1024;
