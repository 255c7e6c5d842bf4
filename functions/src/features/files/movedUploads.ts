import { uploadsCollection } from '@colmena/shared/files';
import { deletedSuffix } from '@colmena/shared/policy';
import type { CommandTx } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { defaultQueryLimit, type StoredDoc } from '../../platform/store/Store';
import type { DocRef } from './releasedUploads';

/**
 * The document an upload belongs to, wherever it stands: a document and its Deleted copy are
 * the same document (a delete or restore changes no owner), so an owner names the live
 * collection, never `{X}Deleted`.
 */
export function uploadOwnerOf(ref: DocRef): DocRef {
  const { collection } = ref;
  const copy = collection.endsWith(deletedSuffix) && collection.length > deletedSuffix.length;
  return copy ? { collection: collection.slice(0, -deletedSuffix.length), docId: ref.docId } : ref;
}

/**
 * The upload records `document.move` must carry along: those owned by the document at `from`
 * (its photos, files, signatures, pending ones too), none when the move keeps the owner (into or
 * out of its own Deleted copy). Reads only: call it before staging any write, then
 * stageOwnerMoves. More than a query's limit refuses the move (nothing is left half moved).
 */
export async function uploadsOwnedBy(tx: CommandTx, from: DocRef, to: DocRef): Promise<StoredDoc[]> {
  const before = uploadOwnerOf(from);
  const after = uploadOwnerOf(to);
  if (before.collection === after.collection && before.docId === after.docId) return [];
  const owned = await tx.query({
    collection: uploadsCollection,
    where: [
      ['owner.collection', '==', before.collection],
      ['owner.docId', '==', before.docId],
    ],
    limit: defaultQueryLimit + 1,
  });
  if (owned.length > defaultQueryLimit) throw new AppError('error_saving_change');
  return owned;
}

/** Each record's owner becomes the moved document (a merge of `owner` alone: policy uploads.ts). */
export function stageOwnerMoves(tx: CommandTx, owned: readonly StoredDoc[], to: DocRef): void {
  const owner = uploadOwnerOf(to);
  for (const record of owned)
    tx.merge(uploadsCollection, record.FireId, {
      owner: { collection: owner.collection, docId: owner.docId },
    });
}
