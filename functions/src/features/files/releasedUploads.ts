import { type DroppedAttachment, droppedAttachments, type FieldDefinition } from '@colmena/shared/fields';
import { uploadIdOf, uploadRecordSchema, uploadsCollection } from '@colmena/shared/files';
import { deletedSuffix } from '@colmena/shared/policy';
import { deletedMarks } from '@colmena/shared/trash';
import type { CommandServices } from '../../platform/commands/commandServices';
import type {
  AfterReport,
  CommandContext,
  CommandTx,
  LogFields,
  Stamp,
} from '../../platform/commands/defineCommand';
import type { DocData, StoredDoc } from '../../platform/store/Store';
import { declaredFieldsOf } from '../documents/declaredFields';
import { documentBody } from '../documents/documentBody';
import { ownStoredPaths, removeUploadBytes, uploadsDeletedCollection } from './removeFile';
import { filesUrl } from './uploadFile';

/** An upload a save released: what the log names and what `after` removes (as file.remove's result). */
export type ReleasedUpload = {
  id: string;
  name: string;
  filePath: string;
  owner: { collection: string; docId: string };
  /** The platform's own files behind it (the file, its thumbnail). */
  removed: string[];
  dropboxPath?: string;
};

/** An upload to release, read in the transaction: its stored record and what the result says. */
export interface UploadRelease {
  stored: StoredDoc;
  released: ReleasedUpload;
}

/** The built-in photo list (spec §3 Project ImgArray), declared or not: a link there is a reference. */
const photoList = 'ImgArray';

/**
 * The uploads a save of `collection/docId` leaves without a reference (issue 11 uploads, the
 * field kit's image and file fields): each link a declared image or file field held before and
 * none holds after, whose upload record belongs to this very document (so naming another's
 * photo and taking it out again never removes it), and that no other document of the company
 * still holds in an attachment field (a copy an import made, say) — its trash copies included,
 * so a restore finds its photos. Reads only: call it before staging any write.
 */
export async function uploadsReleasedBy(
  tx: CommandTx,
  ctx: CommandContext,
  collection: string,
  docId: string,
  before: DocData | null,
  after: () => DocData | null,
): Promise<UploadRelease[]> {
  const fields = declaredFieldsOf(ctx, collection);
  if (!before || !fields.some((field) => field.type === 'image' || field.type === 'file')) return [];
  const releases: UploadRelease[] = [];
  for (const dropped of droppedAttachments(fields, before, after())) {
    const stored = await recordOf(tx, dropped.url);
    const record = uploadRecordSchema.safeParse(stored);
    if (!stored || !record.success) continue;
    const { owner } = record.data;
    if (!('collection' in owner) || owner.collection !== collection || owner.docId !== docId) continue;
    if (await heldElsewhere(tx, ctx, dropped, { collection, docId })) continue;
    releases.push({
      stored,
      released: {
        id: stored.FireId,
        name: record.data.name,
        filePath: record.data.filePath,
        owner,
        removed: ownStoredPaths(record.data),
        ...(record.data.server === 'dropbox' ? { dropboxPath: record.data.filePath } : {}),
      },
    });
  }
  return releases;
}

/** The record of an upload by its link: by id for the platform's own files, else by its url. */
async function recordOf(tx: CommandTx, url: string): Promise<StoredDoc | null> {
  const own = filesUrl('');
  if (url.startsWith(own)) {
    const id = uploadIdOf(url.slice(own.length));
    return id ? tx.get(uploadsCollection, id) : null;
  }
  const [found] = await tx.query({ collection: uploadsCollection, where: [['url', '==', url]], limit: 1 });
  return found ?? null;
}

/** Does any document but `self` hold the link, in any company collection or its trash? */
async function heldElsewhere(
  tx: CommandTx,
  ctx: CommandContext,
  dropped: DroppedAttachment,
  self: { collection: string; docId: string },
): Promise<boolean> {
  for (const [collection, fields] of attachmentFields(ctx)) {
    for (const field of fields) {
      const value = field.type === 'file' ? dropped.item : dropped.url;
      for (const name of [collection, `${collection}${deletedSuffix}`]) {
        const holders = await tx.query({
          collection: name,
          where: [[field.key, 'array-contains', value]],
          limit: 2,
        });
        if (holders.some((doc) => name !== self.collection || doc.FireId !== self.docId)) return true;
      }
    }
  }
  return false;
}

/** Every company collection with its attachment fields: declared images and files, and the photo list. */
function attachmentFields(ctx: CommandContext): Map<string, Pick<FieldDefinition, 'key' | 'type'>[]> {
  const out = new Map<string, Pick<FieldDefinition, 'key' | 'type'>[]>();
  for (const def of ctx.definitions) {
    const roles: [string | undefined, readonly FieldDefinition[] | undefined][] = [
      [def.mainCollection, def.fields],
      [def.secondaryCollection, def.secondaryFields],
    ];
    for (const [collection, fields] of roles) {
      if (!collection) continue;
      const attachments: Pick<FieldDefinition, 'key' | 'type'>[] = (fields ?? []).filter(
        (field) => (field.type === 'image' || field.type === 'file') && field.key !== photoList,
      );
      out.set(collection, [
        ...(out.get(collection) ?? []),
        ...attachments,
        { key: photoList, type: 'image' },
      ]);
    }
  }
  return out;
}

/** Stages each released upload's record into `uploadsDeleted`, as file.remove leaves it. */
export function stageReleases(tx: CommandTx, releases: readonly UploadRelease[], stamp: Stamp): void {
  for (const { stored, released } of releases) {
    tx.set(uploadsDeletedCollection, released.id, {
      ...documentBody(stored),
      ...deletedMarks(stamp.actor.uid, stamp.at),
    });
    tx.delete(uploadsCollection, released.id);
  }
}

/** The log entries of released uploads (as file.remove logs one). */
export function releaseLogs(released: readonly ReleasedUpload[] | undefined): LogFields[] {
  return (released ?? []).map((upload) => ({
    action: 'delete',
    collection: uploadsCollection,
    document: upload.id,
    modification: { name: upload.name, filePath: upload.filePath, owner: upload.owner },
  }));
}

/** After the commit: the released uploads' bytes out of the stores (file.remove's after, each), from the stored result. */
export async function removeReleasedBytes(
  released: unknown,
  label: string,
  tenant: string,
  services: CommandServices,
): Promise<AfterReport | undefined> {
  let report: AfterReport | undefined;
  if (!Array.isArray(released)) return report;
  for (const upload of released as ReleasedUpload[])
    report = (await removeUploadBytes(upload, `${label}: upload ${upload.id}`, tenant, services)) ?? report;
  return report;
}
