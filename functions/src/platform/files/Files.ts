/** The files port: a tenant's stored files (logos, icons, uploads) by relative path. */
export interface StoredFile {
  body: Uint8Array;
  contentType: string;
  size: number;
  modifiedAt: Date;
}

export interface Files {
  read(tenant: string, path: string): Promise<StoredFile | null>;
  write(tenant: string, path: string, body: Uint8Array | string): Promise<void>;
}
