import {
  type FileRecordPayload,
  maxUploadBytes,
  normaliseFileName,
  type PendingUpload,
  type SniffedType,
  thumbnailPath,
  type UploadAnswer,
  type UploadOwner,
  uploadIdFrom,
  uploadPath,
} from '@colmena/shared/files';
import { commandContext } from '../../platform/commands/commandContext';
import type { CommandServices } from '../../platform/commands/commandServices';
import type { Actor } from '../../platform/commands/defineCommand';
import { commandSender } from '../../platform/commands/sendCommand';
import type { Files } from '../../platform/files/Files';
import { AppError } from '../../platform/http/AppError';
import type { MultipartFile } from '../../platform/http/multipartFile';
import { squareThumbnail } from '../../platform/images/squareThumbnail';
import type { OutboundHttp } from '../../platform/outbound/OutboundHttp';
import { allCommands } from '../replay/allCommands';
import { filesUrl } from './filesUrl';
import { companyProvider } from './providers/companyProvider';
import type { ProviderEndpoints, ProviderUpload } from './providers/uploadProvider';
import { sniffedStream } from './sniffedStream';
import { schedulePendingSweep } from './sweepPendingUpload';
import { mayAttachUpload } from './uploadOwner';

/** What multipart framing adds around the file: a declared length up to the limit plus this is let in. */
export const multipartAllowance = 64 * 1024;

export interface UploadServices extends CommandServices {
  files: Files;
  outbound: OutboundHttp;
  endpoints: ProviderEndpoints;
}

export interface UploadRequest {
  tenant: string;
  actor: Actor;
  owner: UploadOwner;
  /** Set when the owning document is yet to be created (a create form's upload): pendingUpload.ts. */
  pending?: PendingUpload | undefined;
  /** The request's Content-Length, when it declared one. */
  declaredLength: number | undefined;
  /** The body's file part, opened only once the caller is known to be allowed. */
  openFile: () => Promise<MultipartFile>;
}

/**
 * `POST /api/files`: checks who may attach a file to the owner before reading a byte, streams
 * the file part into the store under `uploads/<yyyy>/<mm>/<id>-<name>.<ext>` (the extension of
 * the type its bytes show), at most 150 MB — one byte more stops the reading, leaves nothing
 * and is "file bigger than 150mb" —, makes an image's 350 px square thumbnail beside it (inline:
 * ≤ 300 ms for 12 megapixels, bench/uploads.bench.ts), sends the bytes on to the company's
 * Cloudinary or Dropbox when it has one (then keeps no copy of the file itself), and records it
 * with `file.record`. Whatever fails on the way removes what this upload stored.
 */
export async function uploadFile(services: UploadServices, request: UploadRequest): Promise<UploadAnswer> {
  const { store, files, clock, ids } = services;
  const { tenant, actor, owner } = request;
  if (request.declaredLength !== undefined && request.declaredLength > maxUploadBytes + multipartAllowance)
    throw new AppError('file_too_big');
  const ctx = commandContext(tenant, await store.getCompany(tenant), actor);
  if (!(await mayAttachUpload(actor, ctx, owner, (c, id) => store.get(tenant, c, id), request.pending)))
    throw new AppError('forbidden');

  const part = await request.openFile();
  const at = clock.now().toISOString();
  const id = uploadIdFrom(ids.newId());
  const name = normaliseFileName(part.filename);
  const stored: string[] = [];
  const removeStored = async () => {
    await Promise.all(stored.map((path) => files.remove(tenant, path).catch(() => false)));
  };
  try {
    const { type, bytes } = await sniffedStream(part.bytes);
    const path = uploadPath({ at, id, name, extension: type.extension });
    const { size } = await files.writeStream(tenant, path, bytes, { maxBytes: maxUploadBytes });
    stored.push(path);
    // A body cut off or malformed after the file part is no upload.
    await part.finished;

    return await finishUpload(
      services,
      request,
      { id, at, name, originalName: part.filename, path, size, type },
      stored,
    );
  } catch (error) {
    part.stop();
    await removeStored();
    throw error;
  }
}

/** An upload whose bytes are in the store at `path`, typed by them. */
export interface StoredUpload {
  id: string;
  at: string;
  /** The normalised name (paths, providers). */
  name: string;
  /** The name the file had on the uploader's device (the record's). */
  originalName: string;
  path: string;
  size: number;
  type: SniffedType;
}

/**
 * What follows once an upload's bytes are stored, whichever way they came (streamed through
 * `POST /api/files`, or put by the browser at a signed URL and moved into place): an image's
 * thumbnail, the company's Cloudinary or Dropbox when it has one (then the platform keeps no
 * copy of the file itself), and the record by `file.record`. Every path it stores joins
 * `stored`, so a failure lets the caller remove them all.
 */
export async function finishUpload(
  services: UploadServices,
  request: Pick<UploadRequest, 'tenant' | 'actor' | 'owner' | 'pending'>,
  upload: StoredUpload,
  stored: string[],
): Promise<UploadAnswer> {
  const { store, files } = services;
  const { tenant, actor, owner } = request;
  const { id, at, name, path, size, type } = upload;
  const provider = await companyProvider({
    store,
    tenant,
    outbound: services.outbound,
    endpoints: services.endpoints,
  });
  // The image host makes its own (spec §7 transform); otherwise the platform keeps one.
  let thumbUrl: string | undefined;
  if (type.kind === 'image' && provider?.server !== 'cloudinary') {
    const thumb = await makeThumbnail(files, tenant, path);
    if (thumb) {
      stored.push(thumb);
      thumbUrl = filesUrl(thumb);
    }
  }
  let sent: ProviderUpload | null = null;
  if (provider) {
    sent = await provider.upload({
      id,
      at,
      name,
      kind: type.kind,
      extension: type.extension,
      mime: type.mime,
      size,
      open: async () => {
        const file = await files.open(tenant, path);
        if (!file) throw new AppError('file_upload_error');
        return file.body;
      },
    });
  }

  const payload: FileRecordPayload = {
    uploadId: id,
    name: upload.originalName.slice(0, 255),
    filePath: sent?.filePath ?? path,
    type: type.kind,
    extension: type.extension,
    mime: type.mime,
    size,
    server: sent?.server ?? 'firebase',
    owner,
    // A provider without a public address (Dropbox) is read through this server, by the record.
    url: sent?.url ?? filesUrl(path),
    ...(sent?.thumbUrl ? { thumbUrl: sent.thumbUrl } : thumbUrl ? { thumbUrl } : {}),
    ...(request.pending ? { pending: request.pending } : {}),
  };
  // Its sweep first: a record left without one would never go (a sweep finding none does nothing).
  if (request.pending) await schedulePendingSweep(services, tenant, actor, id, at);
  const outcome = await commandSender(services, allCommands)(
    tenant,
    { id: `upload-${id}`, type: 'file.record', payload },
    actor,
  );
  if (outcome.status === 'rejected') throw new AppError(outcome.error);
  // At the provider now: the platform keeps the thumbnail it made, not the file.
  if (sent) {
    await files.remove(tenant, path);
    stored.splice(stored.indexOf(path), 1);
  }
  return {
    id,
    name: payload.name,
    type: payload.type,
    url: payload.url,
    ...(payload.thumbUrl ? { thumbUrl: payload.thumbUrl } : {}),
  };
}

/** The thumbnail of a stored image, or null when its bytes do not decode as one (it stays a plain file). */
async function makeThumbnail(files: Files, tenant: string, path: string): Promise<string | null> {
  const image = await files.open(tenant, path);
  if (!image) return null;
  let thumb: Uint8Array;
  try {
    thumb = await squareThumbnail(image.body);
  } catch (error) {
    console.warn(
      `[colmena] no thumbnail for ${tenant}/${path}:`,
      error instanceof Error ? error.message : error,
    );
    return null;
  }
  const target = thumbnailPath(path);
  await files.write(tenant, target, thumb);
  return target;
}
