import {
  maxUploadBytes,
  normaliseFileName,
  type PendingUpload,
  pendingUploadSchema,
  sniffFileType,
  sniffLength,
  type UploadAnswer,
  type UploadOwner,
  type UploadSlot,
  type UploadSlotRequest,
  uploadIdFrom,
  uploadOwnerSchema,
  uploadPath,
} from '@colmena/shared/files';
import { commandContext } from '../../platform/commands/commandContext';
import type { Actor } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { finishUpload, type UploadServices } from './uploadFile';
import { mayAttachUpload } from './uploadOwner';

/**
 * Where a signed upload's bytes wait to be checked: under `uploads/`, so never served (only a
 * record serves an upload, and these have none), by slot id. A bucket lifecycle rule should
 * delete what is left there after a day (slots never completed).
 */
export const incomingPath = (id: string) => `uploads/incoming/${id}`;

/** How long a signed URL lets the browser start its PUT. */
export const slotLifetimeMs = 15 * 60_000;

const slotIdPattern = /^[A-Za-z0-9]{1,64}$/;
const mimePattern = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/i;

async function mayAttach(
  services: UploadServices,
  tenant: string,
  actor: Actor,
  owner: UploadOwner,
  pending: PendingUpload | undefined,
) {
  const ctx = commandContext(tenant, await services.store.getCompany(tenant), actor);
  return mayAttachUpload(actor, ctx, owner, (c, id) => services.store.get(tenant, c, id), pending);
}

/**
 * `POST /api/files/slots`: where the browser sends a file. Embedded (a store without signed
 * uploads): `direct`, the multipart body goes to `POST /api/files` as ever. Cloud: a Cloud
 * Functions request body is limited to 32 MB, so the browser PUTs the file straight into the
 * bucket at a V4 signed URL, checked first as an upload is (who may attach a file to the owner;
 * a declared size over 150 MB is "file bigger than 150mb" before anything is sent). The
 * signature fixes the content type, the size range (the bucket refuses more than 150 MB) and
 * the slot's facts as object metadata — uploader, owner, name, time — which the browser cannot
 * change, so completing trusts them.
 */
export async function uploadSlot(
  services: UploadServices,
  request: {
    tenant: string;
    actor: Actor;
    owner: UploadOwner;
    pending?: PendingUpload | undefined;
    slot: UploadSlotRequest;
  },
): Promise<UploadSlot> {
  const { files, clock, ids } = services;
  const { tenant, actor, owner, pending, slot } = request;
  if (!files.signUpload) return { direct: true };
  if (slot.size > maxUploadBytes) throw new AppError('file_too_big');
  if (!(await mayAttach(services, tenant, actor, owner, pending))) throw new AppError('forbidden');
  const id = uploadIdFrom(ids.newId());
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + slotLifetimeMs);
  const contentType =
    slot.contentType && mimePattern.test(slot.contentType) ? slot.contentType : 'application/octet-stream';
  const signed = await files.signUpload(tenant, incomingPath(id), {
    contentType,
    maxBytes: maxUploadBytes,
    // Header values: ASCII only, so the name and owner travel URI-encoded.
    metadata: {
      uploader: actor.uid,
      owner: encodeURIComponent(JSON.stringify(owner)),
      name: encodeURIComponent(slot.name),
      at: now.toISOString(),
      ...(pending ? { pending: encodeURIComponent(JSON.stringify(pending)) } : {}),
    },
    startsAt: now,
    expiresAt,
  });
  return {
    direct: false,
    id,
    method: signed.method,
    url: signed.url,
    headers: signed.headers,
    expiresAt: expiresAt.toISOString(),
  };
}

function slotFacts(
  metadata: Record<string, string>,
): { owner: UploadOwner; pending: PendingUpload | undefined; name: string; at: string } | null {
  try {
    const owner = uploadOwnerSchema.safeParse(JSON.parse(decodeURIComponent(metadata.owner ?? '')));
    const pending =
      metadata.pending === undefined
        ? undefined
        : pendingUploadSchema.parse(JSON.parse(decodeURIComponent(metadata.pending)));
    const name = decodeURIComponent(metadata.name ?? '');
    const at = metadata.at ?? '';
    if (!owner.success || !name || Number.isNaN(Date.parse(at))) return null;
    return { owner: owner.data, pending, name, at };
  } catch {
    return null;
  }
}

/**
 * `POST /api/files/slots/<id>`: the browser's PUT is done; the server takes it from there as it
 * takes a streamed upload. The object must be the caller's own slot (another's is as missing);
 * over 150 MB by the bucket's metadata is "file bigger than 150mb"; its type comes from its
 * first bytes only (a ranged read), never the claimed one, as for any upload; then it moves to
 * `uploads/<yyyy>/<mm>/<id>-<name>.<ext>` and gets its thumbnail, provider copy and record
 * (finishUpload). Any refusal or failure deletes the bytes: nothing half-done stays.
 */
export async function completeSignedUpload(
  services: UploadServices,
  request: { tenant: string; actor: Actor; id: string },
): Promise<UploadAnswer> {
  const { files } = services;
  const { tenant, actor, id } = request;
  if (!files.uploadedObject || !slotIdPattern.test(id)) throw new AppError('not_found');
  const temp = incomingPath(id);
  const object = await files.uploadedObject(tenant, temp);
  if (!object || object.metadata.uploader !== actor.uid) throw new AppError('not_found');
  const stored: string[] = [];
  try {
    if (object.size > maxUploadBytes) throw new AppError('file_too_big');
    const facts = slotFacts(object.metadata);
    if (!facts) throw new AppError('file_upload_error');
    if (!(await mayAttach(services, tenant, actor, facts.owner, facts.pending)))
      throw new AppError('forbidden');
    const head = await firstBytes(services, tenant, temp);
    const type = sniffFileType(head, object.size <= sniffLength);
    const name = normaliseFileName(facts.name);
    const path = uploadPath({ at: facts.at, id, name, extension: type.extension });
    if (!(await files.move(tenant, temp, path))) throw new AppError('not_found');
    stored.push(path);
    return await finishUpload(
      services,
      { tenant, actor, owner: facts.owner, pending: facts.pending },
      { id, at: facts.at, name, originalName: facts.name, path, size: object.size, type },
      stored,
    );
  } catch (error) {
    await Promise.all([temp, ...stored].map((path) => files.remove(tenant, path).catch(() => false)));
    throw error;
  }
}

/** The first `sniffLength` bytes of a stored file (empty for an empty file), read as a range. */
async function firstBytes(services: UploadServices, tenant: string, path: string): Promise<Uint8Array> {
  const opened = await services.files.open(tenant, path, { range: { start: 0, end: sniffLength - 1 } });
  if (!opened) throw new AppError('not_found');
  const chunks: Uint8Array[] = [];
  for await (const chunk of opened.body) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}
