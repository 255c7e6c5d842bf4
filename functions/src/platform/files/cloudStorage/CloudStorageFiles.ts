import { pipeline } from 'node:stream/promises';
import { ApiError, type Bucket, type File } from '@google-cloud/storage';
import { AppError } from '../../http/AppError';
import { type ByteRangeRequest, resolveByteRange } from '../byteRange';
import { contentTypeOf } from '../contentType';
import { emptyBody } from '../emptyBody';
import type { FileInfo, Files, OpenedFile, SignedUpload, StoredFile, UploadedObject } from '../Files';
import { limitBytes } from '../limitBytes';
import { pulledBody } from '../pulledBody';
import { tenantFileSegments } from '../safeRelativePath';

const isNotFound = (error: unknown) => error instanceof ApiError && error.code === 404;

/**
 * The cloud's files: objects `{tenant}/{path}` of one Cloud Storage bucket, shared by every
 * instance. Uploads are single requests (not resumable: the instance stays up for the request
 * that streams the file) checked by CRC32C; an object appears when its upload completed, so a
 * cut or refused upload leaves the previous object as it was.
 */
export class CloudStorageFiles implements Files {
  /** Only where it can sign (Google's bucket; the emulators' stand-in has no key to check): `signedUploads`. */
  readonly signUpload?: Files['signUpload'];

  constructor(
    private readonly bucket: Bucket,
    options: { signedUploads?: boolean } = {},
  ) {
    if (options.signedUploads)
      this.signUpload = (tenant, path, upload) => this.signedPut(tenant, path, upload);
  }

  async read(tenant: string, path: string): Promise<StoredFile | null> {
    const object = this.object(tenant, path);
    if (!object) return null;
    try {
      const [[body], info] = await Promise.all([object.download(), this.info(object)]);
      return { ...info, size: body.byteLength, body };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async open(
    tenant: string,
    path: string,
    options: { range?: ByteRangeRequest } = {},
  ): Promise<OpenedFile | null> {
    const object = this.object(tenant, path);
    if (!object) return null;
    try {
      const info = await this.info(object);
      const range = options.range && resolveByteRange(options.range, info.size);
      if (range === null) return { ...info, body: emptyBody(), range: 'unsatisfiable' };
      // A ranged read asks the bucket for those bytes only (`end` inclusive, as in HTTP).
      const stream = object.createReadStream(range ?? {});
      return {
        ...info,
        body: pulledBody(stream),
        ...(range ? { range } : {}),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async write(tenant: string, path: string, body: Uint8Array | string): Promise<void> {
    const object = this.target(tenant, path);
    await object.save(typeof body === 'string' ? body : Buffer.from(body), {
      resumable: false,
      contentType: contentTypeOf(path),
    });
  }

  async writeStream(
    tenant: string,
    path: string,
    source: AsyncIterable<Uint8Array>,
    limits: { maxBytes: number },
  ): Promise<{ size: number }> {
    const object = this.target(tenant, path);
    const counted = limitBytes(limits.maxBytes);
    // A failure destroys the upload stream, which aborts the request: no object is made.
    await pipeline(
      source,
      counted.transform,
      object.createWriteStream({ resumable: false, contentType: contentTypeOf(path), validation: 'crc32c' }),
    );
    return { size: counted.size() };
  }

  async remove(tenant: string, path: string): Promise<boolean> {
    const object = this.object(tenant, path);
    if (!object) return false;
    try {
      await object.delete();
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async move(tenant: string, from: string, to: string): Promise<boolean> {
    const source = this.target(tenant, from);
    const target = this.target(tenant, to);
    try {
      // Copied within the bucket (the bytes never come here), then the source removed.
      await source.copy(target);
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
    await source.delete({ ignoreNotFound: true });
    return true;
  }

  /**
   * A V4 signed URL to PUT one object: its content type, a size range (`x-goog-content-length-range`,
   * which the bucket enforces) and its metadata (`x-goog-meta-*`) are signed headers, so the
   * browser must send them as given. Signing needs the service account's key, or, without
   * one (Cloud Functions' default credentials), the IAM signBlob API, which needs the runtime
   * service account to hold Service Account Token Creator on itself.
   */
  private async signedPut(
    tenant: string,
    path: string,
    options: {
      contentType: string;
      maxBytes: number;
      metadata: Record<string, string>;
      startsAt: Date;
      expiresAt: Date;
    },
  ): Promise<SignedUpload> {
    const object = this.target(tenant, path);
    const headers: Record<string, string> = {
      'x-goog-content-length-range': `0,${options.maxBytes}`,
      ...Object.fromEntries(
        Object.entries(options.metadata).map(([key, value]) => [`x-goog-meta-${key}`, value]),
      ),
    };
    const [url] = await object.getSignedUrl({
      version: 'v4',
      action: 'write',
      accessibleAt: options.startsAt,
      expires: options.expiresAt,
      contentType: options.contentType,
      extensionHeaders: headers,
    });
    return {
      method: 'PUT',
      url,
      headers: { 'content-type': options.contentType, ...headers },
      expiresAt: options.expiresAt,
    };
  }

  async uploadedObject(tenant: string, path: string): Promise<UploadedObject | null> {
    const object = this.object(tenant, path);
    if (!object) return null;
    try {
      const [metadata] = await object.getMetadata();
      const custom = Object.entries(metadata.metadata ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      );
      return { size: Number(metadata.size ?? 0), metadata: Object.fromEntries(custom) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  private async info(object: File): Promise<FileInfo> {
    const [metadata] = await object.getMetadata();
    return {
      contentType: contentTypeOf(object.name),
      size: Number(metadata.size ?? 0),
      modifiedAt: new Date(metadata.updated ?? metadata.timeCreated ?? 0),
    };
  }

  private target(tenant: string, path: string): File {
    const object = this.object(tenant, path);
    if (!object) throw new AppError('bad_request', `invalid file path: ${path}`);
    return object;
  }

  /** The object of a safe tenant path, or null: the same paths as LocalFiles, so no tenant reads another's. */
  private object(tenant: string, path: string): File | null {
    const segments = tenantFileSegments(tenant, path);
    if (!segments) return null;
    return this.bucket.file(`${tenant}/${segments.join('/')}`);
  }
}
