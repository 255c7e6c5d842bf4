import {
  attachmentFieldTypes,
  type DroppedAttachment,
  droppedAttachments,
  type FieldDefinition,
} from '@colmena/shared/fields';
import { uploadIdOf, uploadRecordSchema, uploadsCollection } from '@colmena/shared/files';
import { deletedSuffix } from '@colmena/shared/policy';
import { deletedMarks } from '@colmena/shared/trash';
import type {
  AfterReport,
  Command,
  CommandContext,
  CommandTx,
  LogFields,
  Stamp,
} from '../../platform/commands/defineCommand';
import type { DocData, StoredDoc, WhereClause } from '../../platform/store/Store';
import { declaredFieldsOf } from '../documents/declaredFields';
import { documentBody } from '../documents/documentBody';
import { filesUrl } from './filesUrl';
import { ownStoredPaths, removeUploadBytes, uploadsDeletedCollection } from './removeFile';

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

/** A document by where it is stored. */
export interface DocRef {
  collection: string;
  docId: string;
}

/** The declared attachment fields (image, file, signature) of a collection's documents. */
function declaredAttachments(ctx: CommandContext, collection: string): FieldDefinition[] {
  return declaredFieldsOf(ctx, collection).filter((field) => attachmentFieldTypes.has(field.type));
}

/**
 * The uploads a save of `collection/docId` leaves without a reference (issue 11 uploads, the
 * field kit's image, file and signature fields): each link a declared attachment field held
 * before and none holds after (a signature drawn again drops its old PNG), whose upload record
 * belongs to this very document (so naming another's photo and taking it out again never
 * removes it), and that no other document of the company still holds in an attachment field
 * (a copy an import made, say) — its trash copies included, so a restore finds its photos.
 * Reads only: call it before staging any write.
 */
export async function uploadsReleasedBy(
  tx: CommandTx,
  ctx: CommandContext,
  collection: string,
  docId: string,
  before: DocData | null,
  after: () => DocData | null,
): Promise<UploadRelease[]> {
  const fields = declaredAttachments(ctx, collection);
  if (!before || fields.length === 0) return [];
  const self = { collection, docId };
  return releasable(tx, ctx, [{ owner: self, dropped: droppedAttachments(fields, before, after()) }], [self]);
}

/** A Deleted copy to erase for good, with the document it is the copy of (its uploads' owner). */
export interface ErasedCopy {
  /** Where the copy is: `{X}Deleted`. */
  copy: DocRef;
  /** The document it is the copy of: X, same id. */
  owner: DocRef;
  data: DocData;
}

/**
 * The links an erased copy holds in the attachment fields its collection declares and in the
 * photo list: what its erasure may release.
 */
export function erasedAttachments(ctx: CommandContext, erased: ErasedCopy): DroppedAttachment[] {
  const fields = [
    ...declaredAttachments(ctx, erased.owner.collection).filter((field) => field.key !== photoList),
    { key: photoList, type: 'image' as const },
  ];
  return droppedAttachments(fields, erased.data, null);
}

/**
 * The uploads erasing these Deleted copies for good (trash.empty) leaves without a reference:
 * each link a copy holds whose upload belongs to the document it is the copy of, and that no
 * document but the erased copies holds — the live document of the same id included (created
 * again after the delete, it may hold the same photo). Reads only.
 */
export async function uploadsReleasedByErasure(
  tx: CommandTx,
  ctx: CommandContext,
  erased: readonly ErasedCopy[],
): Promise<UploadRelease[]> {
  const drops = erased.map((one) => ({ owner: one.owner, dropped: erasedAttachments(ctx, one) }));
  return releasable(
    tx,
    ctx,
    drops,
    erased.map((one) => one.copy),
  );
}

/**
 * Of the dropped links, the uploads owned by the document that dropped them and held by no
 * document outside `leaving` (the documents that drop them): each once, in the order given.
 */
async function releasable(
  tx: CommandTx,
  ctx: CommandContext,
  drops: readonly { owner: DocRef; dropped: readonly DroppedAttachment[] }[],
  leaving: readonly DocRef[],
): Promise<UploadRelease[]> {
  const releases: UploadRelease[] = [];
  const seen = new Set<string>();
  const gone = new Map<string, Set<string>>();
  for (const { collection, docId } of leaving)
    gone.set(collection, (gone.get(collection) ?? new Set()).add(docId));
  for (const { owner: self, dropped: links } of drops)
    for (const dropped of links) {
      const stored = await recordOf(tx, dropped.url);
      const record = uploadRecordSchema.safeParse(stored);
      if (!stored || !record.success || seen.has(stored.FireId)) continue;
      const { owner } = record.data;
      if (!('collection' in owner) || owner.collection !== self.collection || owner.docId !== self.docId)
        continue;
      if (await heldElsewhere(tx, ctx, dropped, gone)) continue;
      seen.add(stored.FireId);
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

/** Does any document but those `leaving` hold the link, in any company collection or its trash? */
async function heldElsewhere(
  tx: CommandTx,
  ctx: CommandContext,
  dropped: DroppedAttachment,
  leaving: ReadonlyMap<string, ReadonlySet<string>>,
): Promise<boolean> {
  for (const [collection, fields] of attachmentFields(ctx)) {
    for (const field of fields) {
      const clause = holderClause(field, dropped);
      if (!clause) continue;
      for (const name of [collection, `${collection}${deletedSuffix}`]) {
        const left = leaving.get(name);
        // One holder past the leaving documents of this collection is enough to know.
        const holders = await tx.query({ collection: name, where: [clause], limit: (left?.size ?? 0) + 1 });
        if (holders.some((doc) => !left?.has(doc.FireId))) return true;
      }
    }
  }
  return false;
}

/** How a field of this type holds the link: a list of links, a list of files, a signature's one link. */
function holderClause(
  field: Pick<FieldDefinition, 'key' | 'type'>,
  dropped: DroppedAttachment,
): WhereClause | null {
  if (field.type === 'signature') return [field.key, '==', dropped.url];
  if (field.type === 'file')
    return typeof dropped.item === 'object' ? [field.key, 'array-contains', dropped.item] : null;
  return [field.key, 'array-contains', dropped.url];
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
        (field) => attachmentFieldTypes.has(field.type) && field.key !== photoList,
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

/** What a command that released uploads adds to its result (nothing when it released none). */
export type ReleasedUploadsResult = { releasedUploads?: ReleasedUpload[] };

/**
 * The release step a save or an erasure shares: each released upload's record staged into
 * `uploadsDeleted`, as file.remove leaves it; returns the part of the result that names them
 * (for releaseLogs and, after the commit, removingReleasedUploads).
 */
export function stageReleases(
  tx: CommandTx,
  releases: readonly UploadRelease[],
  stamp: Stamp,
): ReleasedUploadsResult {
  for (const { stored, released } of releases) {
    tx.set(uploadsDeletedCollection, released.id, {
      ...documentBody(stored),
      ...deletedMarks(stamp.actor.uid, stamp.at),
    });
    tx.delete(uploadsCollection, released.id);
  }
  return releases.length === 0 ? {} : { releasedUploads: releases.map((release) => release.released) };
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

/**
 * The command with its `after` step: the released uploads' bytes out of the stores (file.remove's
 * after, each), read from the stored result alone. Set here rather than through defineCommand's
 * `after`, which parses the stored payload first: this step never reads the payload, and a
 * command that released nothing (most saves) then costs one look at its result.
 */
export function removingReleasedUploads(command: Command): Command {
  return {
    ...command,
    async after(applied, { tenant, services }) {
      const released = applied.result.releasedUploads;
      if (!Array.isArray(released) || released.length === 0) return undefined;
      const label = `${tenant}: ${applied.type} ${applied.id}`;
      let report: AfterReport | undefined;
      for (const upload of released as ReleasedUpload[])
        report =
          (await removeUploadBytes(upload, `${label}: upload ${upload.id}`, tenant, services)) ?? report;
      return report;
    },
  };
}
