import { canUseTrash, deletedSuffix } from '@colmena/shared/policy';
import { emptyTrashPayloadSchema } from '@colmena/shared/schemas';
import { defineCommand, type LogFields } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import type { StoredDoc } from '../../platform/store/Store';
import {
  type ErasedCopy,
  erasedAttachments,
  releaseLogs,
  removingReleasedUploads,
  stageReleases,
  uploadsReleasedByErasure,
} from '../files/releasedUploads';
import { documentBody } from './documentBody';
import { namedRecord } from './namedRecord';

/**
 * The most copies one `trash.empty` erases: each is two writes (the removal, its log entry) in
 * the command's one transaction, like a collection removal's limit. A fuller trash answers
 * `more: true` and the screen sends the command again.
 */
export const maxCopiesErasedAtOnce = 500;

/**
 * The most writes one `trash.empty` stages, its released uploads' included: a copy is two (its
 * removal, its log entry), each link it holds up to three more (the upload's record moved to
 * `uploadsDeleted`, its log entry). A trash of copies without photos still goes
 * maxCopiesErasedAtOnce at a time.
 */
export const maxWritesAtOnce = 2 * maxCopiesErasedAtOnce;

/**
 * The most links (photos, files, signatures) one `trash.empty` looks at: each costs a read of its
 * record and a query per attachment field of every collection and its trash (is it held
 * elsewhere?), so this bounds the transaction's reads — twice what a save dropping a full photo
 * field (maxAttachments) reads. One copy is always taken, whatever it holds.
 */
export const maxLinksAtOnce = 100;

interface Erased {
  collection: string;
  id: string;
  Name?: string;
}

/**
 * `trash.empty {collKey}` (issue 12): the copies in `{main}Deleted` and `{secondary}Deleted` of
 * definition `collKey` are erased for good, at most maxCopiesErasedAtOnce (and maxWritesAtOnce,
 * maxLinksAtOnce) per command, one log entry each (a delete from the Deleted collection, naming the record).
 * Their photos, files and signatures go with them (files/releasedUploads.ts): an upload a copy
 * holds, that belongs to the document it is the copy of and that no other document holds (the
 * live one of the same id included), moves to `uploadsDeleted` in the same transaction, logged;
 * its bytes leave after the commit. The screen asks for confirmation first. For the trash's
 * audience (policy canUseTrash). Result `{collKey, erased, more, releasedUploads?}`.
 */
export const emptyTrash = removingReleasedUploads(
  defineCommand({
    type: 'trash.empty',
    schema: emptyTrashPayloadSchema,
    // It takes away only uploads of the copies it erases, which the trash's audience may erase.
    removesUploads: true,
    allowed(actor, input, ctx) {
      const def = ctx.definitions.find((candidate) => candidate.key === input.collKey);
      // An unknown key passes here and is refused by apply, as collection commands do.
      return def === undefined || canUseTrash(actor, def);
    },
    async apply(tx, input, stamp, ctx) {
      const def = ctx.definitions.find((candidate) => candidate.key === input.collKey);
      if (!def) throw new AppError('collection_not_found');
      const lives = [def.mainCollection, def.secondaryCollection].filter(
        (name): name is string => name !== undefined,
      );
      const erased: Erased[] = [];
      const copies: ErasedCopy[] = [];
      let writes = 0;
      let links = 0;
      let more = false;
      for (const live of lives) {
        const collection = `${live}${deletedSuffix}`;
        const room = maxCopiesErasedAtOnce - erased.length;
        const found: StoredDoc[] = await tx.query({ collection, where: [], limit: room + 1 });
        if (found.length > room) more = true;
        for (const stored of found.slice(0, room)) {
          const copy: ErasedCopy = {
            copy: { collection, docId: stored.FireId },
            owner: { collection: live, docId: stored.FireId },
            data: documentBody(stored),
          };
          const held = erasedAttachments(ctx, copy).length;
          const cost = 2 + 3 * held;
          if (erased.length > 0 && (writes + cost > maxWritesAtOnce || links + held > maxLinksAtOnce)) {
            more = true;
            break;
          }
          writes += cost;
          links += held;
          copies.push(copy);
          erased.push({ collection, id: stored.FireId, ...namedRecord(stored) });
        }
        if (more) break;
      }
      // Read before any write is staged, as every release (releasedUploads.ts).
      const releases = await uploadsReleasedByErasure(tx, ctx, copies);
      for (const { collection, id } of erased) tx.delete(collection, id);
      const released = stageReleases(tx, releases, stamp);
      return { collKey: input.collKey, erased, more, ...released };
    },
    log: (input, result): LogFields[] => [
      ...result.erased.map(
        ({ collection, id, Name }): LogFields => ({
          action: 'delete',
          collection,
          document: id,
          key: input.collKey,
          ...(Name === undefined ? {} : { modification: { Name } }),
        }),
      ),
      ...releaseLogs(result.releasedUploads),
    ],
  }),
);
